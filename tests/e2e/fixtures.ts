import fs from 'node:fs';
import { test as base, expect, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { dismissPromo } from './promo-helper';

/** The latest code the development SMS sender "sent" to this phone (8 digits after +993) after `after`, from the server log. */
function latestSmsCode(phone: string, after: number): string | undefined {
  const lines = fs
    .readFileSync(process.env.E2E_LOG_FILE!, 'utf8')
    .split('\n')
    .filter((l) => l.includes('"devSms":true'));
  for (const line of lines.reverse()) {
    const entry = JSON.parse(line);
    // the log masks phones ("+993******33"); mobilePhone ends in the worker's index, so concurrent workers' numbers differ there
    if (entry.phone === `+993******${phone.slice(-2)}` && entry.time > after) {
      const code = /\b(\d{5})\b/.exec(String(entry.text))?.[1];
      if (code) return code;
    }
  }
  return undefined;
}

/** Waits for the SMS the server sends in the background (the log is written a moment after the answer). */
export async function readSmsCode(phone: string, after = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(() => (code = latestSmsCode(phone, after)), {
      message: `an SMS code for ${phone} in the server log`,
      timeout: 10_000,
      intervals: [100],
    })
    .toMatch(/^\d{5}$/);
  return code!;
}

/** A phone no other test uses: 6[1-5]xxxxxx, the shape of Turkmen mobile numbers. */
export function uniquePhone(): string {
  return `6${1 + Math.floor(Math.random() * 5)}${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;
}

/** A client address of its own per test (the server trusts one proxy hop), so per-address sign-in limits do not add up across tests. */
export const uniqueClientIp = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

/** Waits until React has hydrated the page, so clicks are handled client-side. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/**
 * Brings in every section of the home page. Coming near the footer loads the next sections right above
 * it, so a footer link moves under a click that was aimed at it (a click on "Contacts" landed on its
 * list, 39 px above, in about one run in twenty). `moreSections` is the "More sections" link's name.
 */
export async function showAllHomeSections(page: Page, moreSections: string) {
  const main = page.getByRole('main');
  const sections = main.getByRole('region');
  const more = main.getByRole('link', { name: moreSections });
  for (let pages = 0; (await more.count()) > 0; pages++) {
    expect(pages, 'the home page keeps offering more sections').toBeLessThan(10);
    const count = await sections.count();
    await more.scrollIntoViewIfNeeded();
    await expect(sections).not.toHaveCount(count);
  }
}

export interface ShopOptions {
  /** The promo pops up 3 s into every page: 'dismissed' (the default) marks it closed before the first page loads; 'shown' leaves it to the test. */
  promo: 'dismissed' | 'shown';
  /** Console errors a spec causes on purpose (a refused request, a blocked chunk); any other fails the test. */
  allowedConsoleErrors: RegExp[];
}

/** Shown by the browser for every refused request (401, 429, an aborted chunk, an offline map tile): not the page's fault. */
export const FAILED_LOAD = /^Failed to load resource/;

/** A browser context of a spec's own (another shopper, the desk, a server of its own) whose pages fail the test on errors as `page` does. */
export type OpenContext = (options?: BrowserContextOptions) => Promise<BrowserContext>;

const watchPageErrors = (page: Page, errors: string[]) => page.on('pageerror', (e) => errors.push(e.message));
const watchConsoleErrors = (page: Page, allowed: RegExp[], errors: string[]) =>
  page.on('console', (m) => {
    if (m.type() === 'error' && !allowed.some((pattern) => pattern.test(m.text()))) errors.push(m.text());
  });

export const test = base.extend<ShopOptions & { errors: string[]; promoState: void; consoleErrors: string[]; openContext: OpenContext }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies by destructuring
  extraHTTPHeaders: async ({}, use) => use({ 'X-Forwarded-For': uniqueClientIp() }),
  promo: ['dismissed', { option: true }],
  allowedConsoleErrors: [[], { option: true }],
  promoState: [
    async ({ promo, context, request }, use) => {
      if (promo === 'dismissed') await dismissPromo(context, request);
      await use();
    },
    { auto: true },
  ],
  // Any uncaught page error fails the test.
  errors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      watchPageErrors(page, errors);
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  // So does a console error (a hydration mismatch, a React warning) unless the spec expects it.
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      watchConsoleErrors(page, allowedConsoleErrors, errors);
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
  // the contexts are closed before the errors above are checked (a fixture's dependents end first)
  openContext: async ({ browser, serviceWorkers, errors, consoleErrors, allowedConsoleErrors }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options) => {
      // the project's service worker rule, as `page` has it (browser.newContext starts from the browser's defaults)
      const context = await browser.newContext({ serviceWorkers, ...options });
      context.on('page', (page) => {
        watchPageErrors(page, errors);
        watchConsoleErrors(page, allowedConsoleErrors, consoleErrors);
      });
      contexts.push(context);
      return context;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

export { expect };
export const adminToken = () => process.env.E2E_ADMIN_TOKEN!;
