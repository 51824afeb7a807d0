import { test, expect, FAILED_LOAD } from './fixtures';
import { axeViolations } from './a11y-helpers';
import { addStaff, column, hydrated, signInAtDesk, postGuestOrder } from './desk-helpers';
import { dismissPromo } from './promo-helper';
import { ownServer } from './own-server';

// the signed-out desk asks who is signed in and is told 401: the browser logs every refused request
test.use({ allowedConsoleErrors: [FAILED_LOAD] });

// Busy mode against a server of its own: the shop's one zone (Aşgabat, 60 min, no deliveries yet)
// and a shopper whose checkout stays open while staff turn busy mode on and off.
const server = ownServer();

const MANAGER_PHONE = '65123459';

test('staff turn busy mode on: the open checkout quotes the longer estimate, the accept default includes it, and the usual one is back once it ends', async ({
  openContext,
}) => {
  test.setTimeout(90_000);
  addStaff(server, MANAGER_PHONE, 'manager');

  const shopper = await openContext({ baseURL: server.url });
  await dismissPromo(shopper, shopper.request);
  const shop = await shopper.newPage();
  await shop.goto('/en');
  await hydrated(shop);
  await shop
    .getByRole('main')
    .getByRole('article', { name: 'Plov', exact: true })
    .first()
    .getByRole('button', { name: 'Add to basket: Plov' })
    .click();
  await shop.goto('/en/checkout');
  await hydrated(shop);
  const main = shop.getByRole('main');
  await expect(main).toContainText('Delivery in about 60 min');

  const staff = await openContext({ baseURL: server.url });
  const desk = await staff.newPage();
  await signInAtDesk(desk, server, MANAGER_PHONE);
  await desk.getByRole('navigation', { name: /desk/i }).getByRole('button', { name: 'Stop-list' }).click();
  const busy = desk.getByRole('region', { name: 'Busy mode' });
  await expect(busy.getByRole('status')).toHaveText('Estimates are as usual.');
  await expect(busy.getByRole('listitem')).toHaveText('Aşgabat: about 60 min — zone setting: not enough orders yet (0 of 5)');
  await busy.getByLabel('Add to every estimate').selectOption({ label: '30 min' });
  await busy.getByLabel('Busy for').selectOption({ label: '60 min' });
  await busy.getByRole('button', { name: 'Turn on busy mode' }).click();
  await expect(busy.getByRole('status')).toContainText('Busy: every estimate is 30 min longer until');
  await expect(busy.getByRole('listitem')).toContainText('shoppers are told 90 min with busy mode');
  expect(await axeViolations(desk), 'the desk busy').toEqual([]);

  // the checkout re-reads the estimates every 10 s: no reload
  await expect(main).toContainText('Delivery in about 90 min', { timeout: 15_000 });
  await expect(main).toContainText('We are busy right now: that is 30 min longer than usual.');
  await expect(shop.getByRole('status').filter({ hasText: 'We are busy right now' })).toContainText('deliveries take about 30 min longer');
  expect(await axeViolations(shop), 'the checkout busy').toEqual([]);

  // an order placed now: the desk offers its zone's estimate with the busy minutes as the accept default
  const placed = await postGuestOrder(shop.request, 'busy-e2e-1');
  expect(placed.status(), await placed.text()).toBe(201);
  const order = ((await placed.json()) as { data: { id: number; number: string } }).data;
  await desk.getByRole('navigation', { name: /desk/i }).getByRole('button', { name: 'Orders' }).click();
  const card = column(desk, /^New/)
    .getByRole('article')
    .filter({ has: desk.getByRole('button', { name: `Order ${order.number}` }) });
  const acceptedAt = Date.now();
  await card.getByRole('button', { name: 'Accept in 90 min (suggested)' }).click();
  await expect(column(desk, /^Accepted/).getByRole('button', { name: `Order ${order.number}` })).toBeVisible();
  const accepted = (await (await desk.request.get(`/back/api/v1/desk/orders/${order.id}`)).json()) as { data: { estimated_at: string } };
  const minutes = (Date.parse(accepted.data.estimated_at) - acceptedAt) / 60_000;
  expect(minutes).toBeGreaterThan(89);
  expect(minutes).toBeLessThanOrEqual(91);

  await desk.getByRole('navigation', { name: /desk/i }).getByRole('button', { name: 'Stop-list' }).click();
  await busy.getByRole('button', { name: 'End busy mode' }).click();
  await expect(busy.getByRole('status')).toHaveText('Estimates are as usual.');
  await expect(main).toContainText('Delivery in about 60 min', { timeout: 15_000 });
  await expect(main).not.toContainText('We are busy right now');
});
