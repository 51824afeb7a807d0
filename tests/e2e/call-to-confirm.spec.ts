import { test, expect, FAILED_LOAD } from './fixtures';
import { axeViolations } from './a11y-helpers';
import { addStaff, column, hydrated, signInAtDesk, postGuestOrder } from './desk-helpers';
import { ownServer } from './own-server';

// the signed-out desk asks who is signed in and is told 401: the browser logs every refused request
test.use({ allowedConsoleErrors: [FAILED_LOAD] });

// Call to confirm (issue 37) on a server of its own: the owner turns it on beside the hours, a guest's
// order waits in "To confirm" with the phone to call, staff confirm it, and the tracking page follows.
const server = ownServer();

const OWNER_PHONE = '65123471';

test('the owner turns call to confirm on; a guest order waits with a tel: link until staff confirm it, and the tracking page follows', async ({
  openContext,
}) => {
  test.setTimeout(90_000);
  addStaff(server, OWNER_PHONE, 'owner');
  const staff = await openContext({ baseURL: server.url });
  const desk = await staff.newPage();
  await signInAtDesk(desk, server, OWNER_PHONE);
  const sections = desk.getByRole('navigation', { name: 'Desk sections' });
  await sections.getByRole('button', { name: 'Hours' }).click();
  const setting = desk.getByRole('form', { name: 'Call to confirm' });
  await setting.getByRole('checkbox', { name: 'Call to confirm new orders' }).check();
  await setting.getByRole('button', { name: 'Save' }).click();
  await expect(setting.getByRole('status')).toHaveText('Saved.');
  expect(await axeViolations(desk), 'the desk with the setting').toEqual([]);
  await sections.getByRole('button', { name: 'Orders' }).click();

  const shopper = await openContext({ baseURL: server.url });
  const shop = await shopper.newPage();
  const placed = await postGuestOrder(shop.request, 'confirm-e2e-1');
  expect(placed.status(), await placed.text()).toBe(201);
  const order = ((await placed.json()) as { data: { number: string; status: string; tracking_url: string } }).data;
  expect(order.status).toBe('to_confirm');
  await shop.goto(`/en${order.tracking_url}`);
  await hydrated(shop);
  const status = shop.getByRole('main').getByText('Status:');
  await expect(status).toHaveText('Status: Waiting for our call');

  const card = column(desk, /^To confirm/).getByRole('article', { name: `Order ${order.number}` });
  await expect(card).toBeVisible({ timeout: 10_000 });
  await expect(card.getByRole('link', { name: 'Call +993 65999999' })).toHaveAttribute('href', 'tel:+99365999999');
  expect(await axeViolations(desk), 'the board with an order to confirm').toEqual([]);
  await card.getByRole('button', { name: 'Confirmed' }).click();

  await expect(column(desk, /^New/).getByRole('article', { name: `Order ${order.number}` })).toBeVisible();
  await expect(column(desk, /^To confirm/).getByRole('article')).toHaveCount(0);
  await expect(status).toHaveText('Status: New');
});
