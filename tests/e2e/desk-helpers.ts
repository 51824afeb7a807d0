import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { StaffRole } from '../../shared/desk';
import type { RunningServer } from './server';

/** The code the development SMS sender "sent" to this phone (at or after `after`), from the server's log. */
export async function smsCode(server: Pick<RunningServer, 'logFile'>, phone: string, after = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const entry = fs
          .readFileSync(server.logFile, 'utf8')
          .split('\n')
          .filter((l) => l.includes('"devSms":true'))
          .map((l) => JSON.parse(l) as { phone?: string; text?: string; time?: number })
          .reverse()
          .find((e) => e.phone === `+993******${phone.slice(-2)}` && (e.time ?? Infinity) >= after);
        return (code = /\b(\d{5})\b/.exec(String(entry?.text ?? ''))?.[1]);
      },
      { timeout: 10_000, intervals: [100] },
    )
    .toMatch(/^\d{5}$/);
  return code!;
}

export const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
export const column = (page: Page, name: RegExp) => page.getByRole('region', { name });

/** A staff member, as `npm run staff:add` makes one, in this server's database. */
export function addStaff(server: Pick<RunningServer, 'dataDir'>, phone: string, role: StaffRole) {
  execFileSync(process.execPath, ['--import', 'tsx', 'server/api/desk/staff-cli.ts', `+993${phone}`, role], {
    env: { ...process.env, DATABASE_URL: `file:${path.join(server.dataDir, 'shop.db')}` },
    stdio: 'pipe',
  });
}

/** Opens /en/desk and signs in with phone and code, until the board shows (an empty one unless `anyBoard`). */
export async function signInAtDesk(desk: Page, server: Pick<RunningServer, 'logFile'>, phone: string, { anyBoard = false } = {}) {
  await desk.goto('/en/desk');
  await hydrated(desk);
  await desk.getByLabel('Phone').pressSequentially(phone);
  // the code sent now, not an earlier one to a phone with the same last two digits (all the log shows)
  const asked = Date.now() - 50;
  await desk.getByRole('button', { name: 'Send the code' }).click();
  await desk.getByLabel('Digit 1 of 5').fill(await smsCode(server, phone, asked));
  await desk.getByRole('button', { name: 'Sign in' }).click();
  if (anyBoard) await expect(column(desk, /^New/)).toBeVisible();
  else await expect(column(desk, /^New/)).toContainText('No orders');
}

/** A guest's order as the shop's checkout sends it (one Plov, cash, as soon as possible); `data` changes any of it. */
export const postGuestOrder = (request: APIRequestContext, key: string, data: object = {}, headers: Record<string, string> = {}) =>
  request.post('/back/api/v1/orders-web', {
    headers: { 'Idempotency-Key': key, ...headers },
    data: {
      name: 'Merjen',
      phone: '+99365999999',
      address: 'Bitarap Türkmenistan 12',
      payment_method: 'cash',
      delivery_time: 'asap',
      items: [{ product_id: 1, quantity: 1 }],
      ...data,
    },
  });
