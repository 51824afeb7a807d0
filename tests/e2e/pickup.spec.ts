import { test, expect, FAILED_LOAD, waitForHydration } from './fixtures';
import { addToBasket, mobilePhone, openHome } from './account-helpers';
import { addStaff, column, signInAtDesk } from './desk-helpers';
import { dismissPromo } from './promo-helper';
import { ownServer } from './own-server';
import { PICKUP_ON } from '../helpers/pickup';

// the signed-out desk asks who is signed in and is told 401: the browser logs every refused request
test.use({ allowedConsoleErrors: [FAILED_LOAD] });

// Pickup (issue 36) on a server of its own: the owner turns pickup on, a guest orders for pickup at the
// checkout and sees where to collect it (with a map link) on the confirmation; the desk marks it ready,
// then collected, and the shopper's tracking page follows.
const server = ownServer();
const OWNER_PHONE = '65123481';

test('a shopper orders for pickup and sees the address; the desk marks it ready, then collected', async ({ openContext }) => {
  test.setTimeout(90_000);
  addStaff(server, OWNER_PHONE, 'owner');
  const staff = await openContext({ baseURL: server.url });
  await dismissPromo(staff, staff.request);
  const desk = await staff.newPage();
  await signInAtDesk(desk, server, OWNER_PHONE);
  const saved = await desk.request.put('/back/api/v1/desk/fulfilment', { headers: { origin: server.url }, data: PICKUP_ON });
  expect(saved.status(), await saved.text()).toBe(200);

  const shopper = await openContext({ baseURL: server.url });
  await dismissPromo(shopper, shopper.request);
  const shop = await shopper.newPage();
  await openHome(shop);
  await addToBasket(shop);
  await shop.goto('/en/checkout');
  await waitForHydration(shop);
  const main = shop.getByRole('main');
  await main.getByRole('radio', { name: 'Pickup from the restaurant' }).check();
  // no address is asked for pickup, no delivery fee is charged, and the estimate is a time to collect
  await expect(main.getByLabel('Address', { exact: true })).toHaveCount(0);
  await expect(main.getByText(`Collect it at: ${PICKUP_ON.address.en}`)).toBeVisible();
  await expect(main.getByText(/^Ready by \d\d:\d\d$/)).toBeVisible();
  await main.getByLabel('Name').fill('Aýna');
  await main.getByLabel('Phone').pressSequentially(mobilePhone());
  await main.getByRole('button', { name: 'Place the order' }).click();

  await expect(main.getByRole('heading', { name: 'Thank you! Your order is placed' })).toBeVisible();
  await expect(main).toContainText(`Collect it at: ${PICKUP_ON.address.en}`);
  await expect(main.getByRole('link', { name: 'Open on the map' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\/\?mlat=37\.9375&mlon=58\.3806/,
  );
  const number = /Order number (\d+)/.exec((await main.textContent()) ?? '')![1];
  const track = main.getByRole('link', { name: 'Follow your order' });
  const trackingUrl = await track.getAttribute('href');

  const card = (name: RegExp) => column(desk, name).getByRole('article', { name: `Order ${number}` });
  await expect(card(/^New/)).toBeVisible({ timeout: 10_000 });
  await expect(card(/^New/)).toContainText('Pickup');
  await card(/^New/).getByRole('button', { name: '30 min' }).click();
  await card(/^Accepted/)
    .getByRole('button', { name: 'Start cooking' })
    .click();
  await expect(card(/^Cooking/).getByRole('button', { name: 'On the way' })).toHaveCount(0);
  await card(/^Cooking/)
    .getByRole('button', { name: 'Ready for pickup' })
    .click();
  await expect(card(/^Ready for pickup/)).toBeVisible();

  await shop.goto(trackingUrl!);
  await waitForHydration(shop);
  await expect(main.getByText('Your order is ready: come and collect it.')).toBeVisible();
  await card(/^Ready for pickup/)
    .getByRole('button', { name: 'Collected' })
    .click();
  await expect(card(/^Ready for pickup/)).toHaveCount(0);
  await expect(main.getByText('Status: Collected')).toBeVisible({ timeout: 10_000 });
});
