import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, FAILED_LOAD } from './fixtures';
import { mobilePhone, ordersByPhone } from './account-helpers';
import { addStaff, signInAtDesk } from './desk-helpers';
import { dismissPromo } from './promo-helper';
import { ownServer } from './own-server';
import { card, headerBasket, LANGUAGES } from './no-js-helpers';
import { PICKUP_ON } from '../helpers/pickup';

// The checkout without JavaScript offers only the ways the owner has on (issue 36), on a server of its
// own (the owner's settings are the shop's): pickup alone is fixed and said, with no address asked;
// with both on, a form that chose pickup after the owner turned it off is refused in words and the
// page then offers delivery alone. The signed-out desk's 401 and the refused form's 422 are logged.
test.use({ allowedConsoleErrors: [FAILED_LOAD] });

const server = ownServer();
const OWNER_PHONE = '65123482';
const en = LANGUAGES.find((l) => l.name === 'en')!;
const { w } = en;

async function owner(openContext: (o?: object) => Promise<BrowserContext>) {
  addStaff(server, OWNER_PHONE, 'owner');
  const staff = await openContext({ baseURL: server.url });
  await dismissPromo(staff, staff.request);
  const desk = await staff.newPage();
  await signInAtDesk(desk, server, OWNER_PHONE);
  return async (settings: object) => {
    const saved = await desk.request.put('/back/api/v1/desk/fulfilment', { headers: { origin: server.url }, data: settings });
    expect(saved.status(), await saved.text()).toBe(200);
  };
}

/** A guest without scripts with a plov in the basket, on the checkout. */
async function checkoutWithPlov(shop: Page) {
  await shop.goto('/en');
  await card(shop, en.plov)
    .getByRole('button', { name: `${w('add_to_basket')}: ${en.plov}` })
    .click();
  await headerBasket(shop).click();
  await expect(shop).toHaveURL(/\/en\/checkout\?*$/);
  return shop.getByRole('main');
}

test('without JavaScript the checkout offers the ways the owner has on, and refuses one turned off', async ({ openContext }) => {
  test.setTimeout(90_000);
  const settings = await owner(openContext);
  await settings({ ...PICKUP_ON, delivery_on: false });
  const shopper = await openContext({ baseURL: server.url, javaScriptEnabled: false, locale: 'en-US' });
  await dismissPromo(shopper, shopper.request);
  const shop = await shopper.newPage();

  // pickup alone: no choice, said with the address; no address asked
  let main = await checkoutWithPlov(shop);
  await expect(main.getByRole('radio')).toHaveCount(2); // cash or card only
  await expect(main.getByText(w('checkout.delivery_off'))).toBeVisible();
  await expect(main.getByText(w('checkout.pickup_at', { address: PICKUP_ON.address.en }))).toBeVisible();
  await expect(main.getByLabel(w('address.address'), { exact: true })).toHaveCount(0);
  const phone = mobilePhone();
  await main.getByLabel(w('checkout.name')).fill('Aýna');
  await main.getByLabel(w('checkout.phone')).fill(`+993${phone}`);
  await main.getByRole('button', { name: w('checkout.submit') }).click();
  await expect(main.getByRole('heading', { level: 1, name: w('checkout.done_title') })).toBeVisible();
  const [placed] = (await ordersByPhone(shopper.request, phone)) as { fulfilment?: string }[];
  expect(placed.fulfilment).toBe('pickup');

  // both on: the two ways; pickup chosen, then the owner turns it off before the form is sent
  await settings(PICKUP_ON);
  main = await checkoutWithPlov(shop);
  await expect(main.getByRole('radio', { name: w('checkout.delivery') })).toBeChecked();
  await main.getByRole('radio', { name: w('checkout.pickup') }).check();
  await main.getByLabel(w('checkout.name')).fill('Aýna');
  await main.getByLabel(w('checkout.phone')).fill(`+993${phone}`);
  await settings({ ...PICKUP_ON, pickup_on: false });
  await main.getByRole('button', { name: w('checkout.submit') }).click();
  await expect(main.getByRole('alert')).toContainText(en.apiError('pickup_off'));
  // the page again: delivery alone, no choice, the address asked; nothing was placed
  await expect(main.getByRole('radio', { name: w('checkout.pickup') })).toHaveCount(0);
  await expect(main.getByRole('radio', { name: w('checkout.delivery') })).toHaveCount(0);
  expect(await ordersByPhone(shopper.request, phone)).toHaveLength(1);
  await main.getByLabel(w('address.address'), { exact: true }).fill('Bitarap Türkmenistan 3');
  await main.getByRole('button', { name: w('checkout.submit') }).click();
  await expect(main.getByRole('heading', { level: 1, name: w('checkout.done_title') })).toBeVisible();
  expect(await ordersByPhone(shopper.request, phone)).toHaveLength(2);
});
