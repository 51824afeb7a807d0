import { test, expect, FAILED_LOAD } from './fixtures';
import { addStaff, column, hydrated, postGuestOrder, signInAtDesk } from './desk-helpers';
import { holdRequests } from './held-requests';
import { startServer, stopServer, type RunningServer } from './server';

// the signed-out desk, before signing in, is told who is signed in with a refused request
test.use({ allowedConsoleErrors: [FAILED_LOAD] });

// Issue 37: the board the server renders into a signed-in manager's /desk works before the desk's
// script: a new order's "20 min" is a form the server answers with the board again.
const MANAGER_PHONE = '65123481';
const DESK_SCRIPT = /\/assets\/entry-desk-[^/]*\.js$/;
let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer();
  addStaff(server, MANAGER_PHONE, 'manager');
});
test.afterAll(async () => {
  await stopServer(server);
});

test("a new order is accepted from the server's board while the desk's script is held back, then the script's board shows it accepted", async ({
  openContext,
}) => {
  const desk = await (await openContext({ baseURL: server.url })).newPage();
  await signInAtDesk(desk, server, MANAGER_PHONE);
  const placed = await postGuestOrder(desk.request, 'desk-first-1', {}, { 'X-Forwarded-For': '10.37.1.1' });
  expect(placed.status()).toBe(201);
  const { id, number } = (await placed.json()).data as { id: number; number: string };

  const script = await holdRequests(desk, DESK_SCRIPT);
  await desk.goto('/en/desk', { waitUntil: 'commit' });
  const card = column(desk, /^New/).getByRole('article', { name: `Order ${number}` });
  await expect(card).toBeVisible();
  await card.getByRole('group', { name: 'Accept with an estimate' }).getByRole('button', { name: '20 min' }).click();

  // the board again, from the server: the order has left New for Accepted, and no script has run yet
  await expect(desk).toHaveURL(/\/en\/desk$/);
  await expect(column(desk, /^New/).getByRole('article', { name: `Order ${number}` })).toHaveCount(0);
  await expect(column(desk, /^Accepted 1$/)).toBeVisible();
  expect(script.asked()).toBe(true);
  expect(await desk.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  const order = await desk.request.get(`/back/api/v1/desk/orders/${id}`, { headers: { Accept: 'application/json' } });
  expect(((await order.json()) as { data: { status: string } }).data.status).toBe('accepted');

  script.release();
  await hydrated(desk);
  await expect(column(desk, /^Accepted/).getByRole('button', { name: `Order ${number}` })).toBeVisible();
});
