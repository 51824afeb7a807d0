import type { Page } from '@playwright/test';
import { test, expect, FAILED_LOAD } from './fixtures';
import { addStaff, column, hydrated, postGuestOrder, signInAtDesk, smsCode } from './desk-helpers';
import { holdRequests } from './held-requests';
import { startServer, stopServer, type RunningServer } from './server';

// the signed-out desk, before signing in, is told who is signed in with a refused request
test.use({ allowedConsoleErrors: [FAILED_LOAD] });

// Issue 37: a signed-in desk's document asks for who is signed in and the board as it arrives, while
// the desk's script is still on its way (server/ssr/desk-early.ts); the desk takes those answers.
const MANAGER_PHONE = '65123471';
const COOK_PHONE = '65123472';
const DESK_SCRIPT = /\/assets\/entry-desk-[^/]*\.js$/;
const READS = /\/back\/api\/v1\/desk\/(me|orders)$/;
let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer();
  addStaff(server, MANAGER_PHONE, 'manager');
  addStaff(server, COOK_PHONE, 'cook');
});
test.afterAll(async () => {
  await stopServer(server);
});

/** Opens `path` with the desk's script held: what the page asked of the desk's API before the script came, then the rest. */
async function openHeld(page: Page, path: string) {
  const reads: string[] = [];
  page.on('request', (request) => {
    if (READS.test(new URL(request.url()).pathname)) reads.push(new URL(request.url()).pathname);
  });
  const script = await holdRequests(page, DESK_SCRIPT);
  await page.goto(path, { waitUntil: 'commit' });
  await expect.poll(() => script.asked()).toBe(true);
  return { reads, release: script.release };
}

test("a manager's reload: the board comes in the document, only who is signed in is asked before the desk's script runs, and the board is shown", async ({
  openContext,
}) => {
  const desk = await (await openContext({ baseURL: server.url })).newPage();
  await signInAtDesk(desk, server, MANAGER_PHONE);
  const placed = await postGuestOrder(desk.request, 'desk-early-1', {}, { 'X-Forwarded-For': '10.37.0.1' });
  expect(placed.status()).toBe(201);
  const { number } = (await placed.json()).data as { number: string };

  const { reads, release } = await openHeld(desk, '/en/desk');
  await expect.poll(() => reads).toEqual(['/back/api/v1/desk/me']);
  // the board's answer is in the document (server/ssr/desk-board-html.ts): the card shows before the script
  await expect(column(desk, /^New/).getByRole('article', { name: `Order ${number}` })).toBeVisible();
  expect(reads).toEqual(['/back/api/v1/desk/me']);
  release();
  await hydrated(desk);
  await expect(column(desk, /^New/).getByRole('button', { name: `Order ${number}` })).toBeVisible();
  // who is signed in was asked once: the desk took the document's answer instead of asking again
  expect(reads.filter((path) => path.endsWith('/desk/me'))).toEqual(['/back/api/v1/desk/me']);
});

test('a cook is never asked the board for: who is signed in only, then the kitchen display', async ({ openContext }) => {
  const tablet = await (await openContext({ baseURL: server.url })).newPage();
  await tablet.goto('/en/desk/kitchen');
  await hydrated(tablet);
  await tablet.getByLabel('Phone').pressSequentially(COOK_PHONE);
  const asked = Date.now() - 50;
  await tablet.getByRole('button', { name: 'Send the code' }).click();
  await tablet.getByLabel('Digit 1 of 5').fill(await smsCode(server, COOK_PHONE, asked));
  await tablet.getByRole('button', { name: 'Sign in' }).click();
  await expect(tablet.getByRole('heading', { level: 1, name: 'Kitchen display' })).toBeVisible();

  // the desk's own address: a cook sees the kitchen there too
  const { reads, release } = await openHeld(tablet, '/en/desk');
  await expect.poll(() => reads).toEqual(['/back/api/v1/desk/me']);
  release();
  await expect(tablet.getByRole('heading', { level: 1, name: 'Kitchen display' })).toBeVisible();
  expect(reads).toEqual(['/back/api/v1/desk/me']);
});
