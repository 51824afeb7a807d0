import path from 'node:path';
import type { Kysely } from 'kysely';
import { test, expect, FAILED_LOAD } from './fixtures';
import { addStaff, column, signInAtDesk } from './desk-helpers';
import { startServer, stopServer, type RunningServer } from './server';
import { openDatabase } from '../../server/db/connection';
import type { Schema } from '../../server/db/schema';
import { startOfDay } from '../../shared/hours';
import { insertBusyDay } from '../helpers/busy-day';

// the signed-out desk asks who is signed in and is told 401: the browser logs every refused request
test.use({ allowedConsoleErrors: [FAILED_LOAD] });

// Issue 37: a busy day on a server of its own, 700 orders today of which 560 are in progress (more
// than the old board's 500): every one is on the board, the finished ones come a page at a time,
// and any order is found by its number or phone.
const MIX = { new: 60, accepted: 200, cooking: 200, on_the_way: 100, delivered: 100, cancelled: 40 };
const OPEN = MIX.new + MIX.accepted + MIX.cooking + MIX.on_the_way;
const STAFF_PHONE = '65123457';
let server: RunningServer;
let ids: Awaited<ReturnType<typeof insertBusyDay>>;
test.beforeAll(async () => {
  server = await startServer();
  const database = openDatabase({ kind: 'sqlite', file: path.join(server.dataDir, 'shop.db') });
  const now = new Date();
  const spacingMs = Math.min(15_000, Math.floor((now.getTime() - startOfDay(now.getTime())) / 702));
  ids = await insertBusyDay(database.db as Kysely<Schema>, MIX, {
    now,
    productId: 1,
    spacingMs,
    phoneOf: (i) => `64${String(i).padStart(6, '0')}`,
  });
  await database.close();
  addStaff(server, STAFF_PHONE, 'manager');
});
test.afterAll(async () => {
  await stopServer(server);
});

test('a busy day: every order in progress on the board, the finished ones a page at a time, an order found by number and by phone', async ({
  openContext,
}) => {
  test.setTimeout(90_000);
  const desk = await (await openContext({ baseURL: server.url })).newPage();
  await signInAtDesk(desk, server, STAFF_PHONE, { anyBoard: true });
  for (const [name, status] of [
    [/^New/, 'new'],
    [/^Accepted/, 'accepted'],
    [/^Cooking/, 'cooking'],
    [/^On the way/, 'on_the_way'],
  ] as const) {
    await expect(column(desk, name).getByRole('article')).toHaveCount(MIX[status]);
    await expect(column(desk, name).locator('.desk-count')).toHaveText(String(MIX[status]));
  }
  expect(OPEN).toBeGreaterThan(500);

  const finished = column(desk, /^Finished today/);
  await expect(finished.locator('.desk-count')).toHaveText('140');
  await expect(finished.getByRole('article')).toHaveCount(30);
  await finished.getByRole('button', { name: 'Show more (110 left)' }).click();
  await expect(finished.getByRole('article')).toHaveCount(60);
  await expect(finished.getByRole('button', { name: 'Show more (80 left)' })).toBeVisible();

  // by number: an order still cooking, typed without its zeros
  const cooking = ids.cooking[7];
  const search = desk.getByRole('region', { name: 'Find an order' });
  await search.getByRole('searchbox', { name: 'Order number or phone' }).fill(String(cooking));
  await search.getByRole('button', { name: 'Find' }).click();
  const found = search.getByRole('region', { name: `Found for “${cooking}”` });
  await expect(found.getByRole('button', { name: `Order ${String(cooking).padStart(6, '0')}` })).toBeVisible();
  await expect(found.getByText('Cooking', { exact: true }).first()).toBeVisible();

  // by a whole phone, in the way a caller says it
  const delivered = ids.delivered[3];
  const index = delivered - ids.new[0];
  const phone = `64${String(index).padStart(6, '0')}`;
  await search.getByRole('searchbox', { name: 'Order number or phone' }).fill(`+993 ${phone.slice(0, 2)} ${phone.slice(2)}`);
  await search.getByRole('button', { name: 'Find' }).click();
  const byPhone = search.getByRole('region', { name: /^Found for/ });
  await expect(byPhone.getByRole('article')).toHaveCount(1);
  await expect(byPhone.getByRole('button', { name: `Order ${String(delivered).padStart(6, '0')}` })).toBeVisible();
  await expect(byPhone.getByText('Delivered', { exact: true })).toBeVisible();
});
