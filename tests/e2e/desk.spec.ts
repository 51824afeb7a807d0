import { test, expect, FAILED_LOAD } from './fixtures';
import { axeViolations } from './a11y-helpers';
import { addStaff, column, signInAtDesk, postGuestOrder } from './desk-helpers';
import { ownServer } from './own-server';

// the signed-out desk asks who is signed in and is told 401: the browser logs every refused request
test.use({ allowedConsoleErrors: [FAILED_LOAD] });

// The desk against a server of its own: its board (and the count in the title) sees only this spec's orders.
const server = ownServer();

const STAFF_PHONE = '65123456';

test('a guest order reaches an open desk live, rings in the title, and is accepted with 30 min', async ({ openContext }) => {
  test.setTimeout(90_000);
  addStaff(server, STAFF_PHONE, 'owner');

  const staff = await openContext({ baseURL: server.url });
  const desk = await staff.newPage();
  await signInAtDesk(desk, server, STAFF_PHONE);
  await expect(desk.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(desk.getByText('Sound is off')).toBeVisible();
  expect(await axeViolations(desk), 'the desk').toEqual([]);

  // a shopper in another browser places a guest order
  const shopper = await openContext({ baseURL: server.url });
  const shop = await shopper.newPage();
  const placed = await postGuestOrder(shop.request, 'desk-e2e-1');
  expect(placed.status(), await placed.text()).toBe(201);
  const number = ((await placed.json()) as { data: { number: string } }).data.number;

  // within 2 s, without a reload
  await expect(column(desk, /^New/).getByRole('button', { name: `Order ${number}` })).toBeVisible({ timeout: 2000 });
  await expect(desk).toHaveTitle(/^\(1\) Orders desk/);

  await column(desk, /^New/).getByRole('button', { name: '30 min' }).click();
  await expect(column(desk, /^Accepted/).getByRole('button', { name: `Order ${number}` })).toBeVisible();
  await expect(column(desk, /^Accepted/)).toContainText('Expected by');
  await expect(desk).toHaveTitle(/^Orders desk/);
  expect(await axeViolations(desk), 'the desk with an order').toEqual([]);
  await staff.close();
  await shopper.close();
});
