import fs from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import { dismissPromo } from './promo-helper';

/** The latest code the development SMS sender "sent" to this phone (8 digits after +993), read from the server log. */
export async function readSmsCode(phone: string, after = 0): Promise<string> {
  const file = process.env.E2E_LOG_FILE!;
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const lines = fs.readFileSync(file, 'utf8').split('\n').filter((l) => l.includes('"devSms":true'));
    for (const line of lines.reverse()) {
      const entry = JSON.parse(line);
      // the log masks phones ("+993******33"); mobilePhone ends in the worker's index, so concurrent workers' numbers differ there
      if (entry.phone === `+993******${phone.slice(-2)}` && entry.time > after) {
        const code = /\b(\d{5})\b/.exec(String(entry.text))?.[1];
        if (code) return code;
      }
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no SMS code for ${phone} in the server log`);
}

/** A phone no other test uses: 6[1-5]xxxxxx, the shape of Turkmen mobile numbers. */
export function uniquePhone(): string {
  return `6${1 + Math.floor(Math.random() * 5)}${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;
}

/** A client address of its own per test (the server trusts one proxy hop), so per-address sign-in limits do not add up across tests. */
export const uniqueClientIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

/** Waits until React has hydrated the page, so clicks are handled client-side. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

export const test = base.extend<{ errors: string[]; promoDismissed: void }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies by destructuring
  extraHTTPHeaders: async ({}, use) => use({ 'X-Forwarded-For': uniqueClientIp() }),
  // The promo pops up 3 s into every page; it is closed in advance unless a test is about it.
  promoDismissed: [
    async ({ context, request }, use, testInfo) => {
      if (!/promo/i.test(testInfo.title)) await dismissPromo(context, request);
      await use();
    },
    { auto: true },
  ],
  // Any uncaught page error fails the test.
  errors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export const adminToken = () => process.env.E2E_ADMIN_TOKEN!;
