import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { axeViolations } from './a11y-helpers';
import { startServer, stopServer, type RunningServer } from './server';

// The desk against a server of its own: its board (and the count in the title) sees only this spec's orders.
let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => {
  await stopServer(server);
});

const STAFF_PHONE = '65123456';

/** The code the development SMS sender "sent" to this phone, from this server's log. */
async function smsCode(phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const lines = fs
          .readFileSync(server.logFile, 'utf8')
          .split('\n')
          .filter((l) => l.includes('"devSms":true'))
          .reverse();
        const entry = lines.map((l) => JSON.parse(l)).find((e) => e.phone === `+993******${phone.slice(-2)}`);
        return (code = /\b(\d{5})\b/.exec(String(entry?.text ?? ''))?.[1]);
      },
      { timeout: 10_000, intervals: [100] },
    )
    .toMatch(/^\d{5}$/);
  return code!;
}

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
const column = (page: Page, name: RegExp) => page.getByRole('region', { name });

test('a guest order reaches an open desk live, rings in the title, and is accepted with 30 min', async ({ browser }) => {
  test.setTimeout(90_000);
  // a staff member, as `npm run staff:add` makes one
  execFileSync(process.execPath, ['--import', 'tsx', 'server/api/desk/staff-cli.ts', `+993${STAFF_PHONE}`, 'owner'], {
    env: { ...process.env, DATABASE_URL: `file:${path.join(server.dataDir, 'shop.db')}` },
    stdio: 'pipe',
  });

  const staff = await browser.newContext({ baseURL: server.url });
  const desk = await staff.newPage();
  await desk.goto('/en/desk');
  await hydrated(desk);
  await expect(desk.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await desk.getByLabel('Phone').pressSequentially(STAFF_PHONE);
  await desk.getByRole('button', { name: 'Send the code' }).click();
  await desk.getByLabel('Digit 1 of 5').fill(await smsCode(STAFF_PHONE));
  await desk.getByRole('button', { name: 'Sign in' }).click();
  await expect(column(desk, /^New/)).toContainText('No orders');
  await expect(desk.getByText('Sound is off')).toBeVisible();
  expect(await axeViolations(desk), 'the desk').toEqual([]);

  // a shopper in another browser places a guest order
  const shopper = await browser.newContext({ baseURL: server.url });
  const shop = await shopper.newPage();
  const placed = await shop.request.post('/back/api/v1/orders-web', {
    headers: { 'Idempotency-Key': 'desk-e2e-1' },
    data: {
      name: 'Merjen',
      phone: '+99365999999',
      address: 'Bitarap Türkmenistan 12',
      payment_method: 'cash',
      delivery_time: 'asap',
      items: [{ product_id: 1, quantity: 1 }],
    },
  });
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
