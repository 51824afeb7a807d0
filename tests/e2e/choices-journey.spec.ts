import { test, expect, FAILED_LOAD, waitForHydration } from './fixtures';
import { mobilePhone } from './account-helpers';
import { addStaff, column, signInAtDesk } from './desk-helpers';
import { dismissPromo } from './promo-helper';
import { ownServer } from './own-server';
import { PICKUP_ON } from '../helpers/pickup';

// the signed-out desk asks who is signed in and is told 401: the browser logs every refused request
test.use({ allowedConsoleErrors: [FAILED_LOAD] });

// Issue 36's journey on a server of its own: the owner turns pickup on and puts beef on the stop-list;
// a Turkmen shopper orders half a wedding plov (dish 51) and lamb shashlik (dish 49) with a hot sauce
// for pickup, beef not being offered; the desk's card and its printed ticket show the choices.
const server = ownServer();
const OWNER_PHONE = '65123491';
const BEEF = 4;

test('a Turkmen shopper orders half a plov and lamb shashlik with a sauce for pickup; the desk and its ticket show the choices', async ({
  openContext,
}) => {
  test.setTimeout(120_000);
  addStaff(server, OWNER_PHONE, 'owner');
  const staff = await openContext({ baseURL: server.url });
  await dismissPromo(staff, staff.request);
  const desk = await staff.newPage();
  // window.print is counted instead of opening the print dialog
  await desk.addInitScript(() => {
    const w = window as unknown as { printed: number };
    w.printed = 0;
    window.print = () => {
      w.printed += 1;
    };
  });
  await signInAtDesk(desk, server, OWNER_PHONE);
  const headers = { origin: server.url };
  const saved = await desk.request.put('/back/api/v1/desk/fulfilment', { headers, data: PICKUP_ON });
  expect(saved.status(), await saved.text()).toBe(200);
  const stopped = await desk.request.post(`/back/api/v1/desk/menu/options/${BEEF}/stop`, { headers, data: { length: 'day' } });
  expect(stopped.status(), await stopped.text()).toBe(200);

  const shopper = await openContext({ baseURL: server.url });
  await dismissPromo(shopper, shopper.request);
  const shop = await shopper.newPage();
  const main = shop.getByRole('main');

  // half a wedding plov: the half portion is the default, at the dish's own price
  await shop.goto('/tm/products/51');
  await waitForHydration(shop);
  await expect(main.getByRole('radio', { name: /Ýarym porsiýa/ })).toBeChecked();
  await main.getByRole('button', { name: 'Sebede goş · 45.00 TMT' }).click();
  await expect(main.getByText('Şu saýlananlar bilen sebetde: 1')).toBeVisible();

  // lamb shashlik with a hot sauce: beef is sold out, so it cannot be chosen
  await shop.goto('/tm/products/49');
  await waitForHydration(shop);
  const beef = main.getByRole('radio', { name: /Sygyr eti/ });
  await expect(beef).toBeDisabled();
  await expect(main.locator('.choice-option').filter({ has: shop.getByRole('radio', { name: /Sygyr eti/ }) })).toContainText('gutardy');
  await main.getByRole('radio', { name: /Goýun eti/ }).check();
  await main.getByRole('checkbox', { name: /Ajy sous/ }).check();
  // 38.00 + 10.00 lamb + 4.00 hot sauce
  await main.getByRole('button', { name: 'Sebede goş · 52.00 TMT' }).click();
  await expect(main.getByText('Şu saýlananlar bilen sebetde: 1')).toBeVisible();

  await shop.goto('/tm/checkout');
  await waitForHydration(shop);
  await main.getByRole('radio', { name: 'Restorandan alyp gitmek' }).check();
  await expect(main).toContainText('Goýun eti');
  await main.getByLabel('Ady').fill('Aýna');
  await main.getByLabel('Telefon').pressSequentially(mobilePhone());
  await main.getByRole('button', { name: 'Sargyt et' }).click();
  await expect(main.getByRole('heading', { name: 'Sag boluň! Sargydyňyz iberildi' })).toBeVisible();
  await expect(main).toContainText(`Alyp gitmeli ýeri: ${PICKUP_ON.address.tm}`);
  const number = /Sargyt belgisi (\d+)/.exec((await main.textContent()) ?? '')![1];

  // the desk's card says what to make, each dish with its choices, and that it is collected
  const card = column(desk, /^New/).getByRole('article', { name: `Order ${number}` });
  await expect(card).toBeVisible({ timeout: 10_000 });
  await expect(card).toContainText('Pickup');
  await expect(card).toContainText('Portion: Half portion');
  await expect(card).toContainText('Meat: Lamb (+10.00); Sauces: Hot sauce (+4.00)');

  // the printed ticket: every dish with its choices under it
  await card.getByRole('button', { name: 'Print' }).click();
  await expect.poll(() => desk.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await desk.emulateMedia({ media: 'print' });
  const ticket = desk.locator('.desk-ticket');
  await expect(ticket.getByRole('heading', { level: 2, name: `Order ${number}` })).toBeVisible();
  await expect(ticket).toContainText('Portion: Half portion');
  await expect(ticket).toContainText('Meat: Lamb (+10.00)');
  await expect(ticket).toContainText('Sauces: Hot sauce (+4.00)');
  await staff.close();
  await shopper.close();
});
