import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { localizePath, type Locale } from '../../shared/locale';
import { readSmsCode } from './fixtures';
import { mobilePhone } from './account-helpers';

// Accessibility checks: axe-core with every rule it runs by default (WCAG 2.x A/AA and its best
// practices: landmarks, heading order, one h1) and target size (WCAG 2.5.8, which axe 4.10 leaves off
// but Lighthouse runs), 0 violations of any impact.

/** Lighthouse's phone (its mobile run): the checkout is checked there too, at the scroll it measures (the top). */
export const lighthousePhone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** Every violation on the page (or inside `include`), one line each: rule, impact, the first nodes. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // target size is off in axe 4.10 by default; Lighthouse runs it
  const rules: Record<string, { enabled: boolean }> = { 'target-size': { enabled: true } };
  // Colour contrast, axe's slowest rule (about 1.4 s a page here), is checked on the Russian pages: every
  // language has the same stylesheet, colours and sizes, and the Russian run visits every page and dialog.
  // (Off through `rules`, not disableRules(), which would replace the rules given here.)
  if ((await page.evaluate(() => document.documentElement.lang)) !== 'ru') rules['color-contrast'] = { enabled: false };
  // only the violations are reported, so axe builds no node lists for the passing rules (faster on a slow CI machine)
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'], rules });
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}

/** The open dialog, checked on its own (the page behind it is checked by the route specs). */
export async function expectAccessibleDialog(page: Page, name: string) {
  await expect(page.getByRole('dialog', { name })).toBeVisible();
  expect(await axeViolations(page, '[role="dialog"]'), `the "${name}" dialog`).toEqual([]);
}

type Dictionary = { [key: string]: string | Dictionary };
const dictionaries = new Map<Locale, Dictionary>();

/** The storefront's own strings, so one spec drives the page in all three languages. */
export function dictionary(locale: Locale) {
  let dict = dictionaries.get(locale);
  if (!dict) dictionaries.set(locale, (dict = JSON.parse(fs.readFileSync(`locales/${locale}.json`, 'utf8')) as Dictionary));
  return (key: string, vars: Record<string, string | number> = {}): string => {
    const value = key
      .split('.')
      .reduce<string | Dictionary | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), dict);
    if (typeof value !== 'string') throw new Error(`no string ${key} in locales/${locale}.json`);
    return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name]));
  };
}

export const pathIn = localizePath;

/** The browser's language for each locale: "/" follows Accept-Language, so a Russian check must ask for Russian. */
export const browserLocale: Record<Locale, string> = { ru: 'ru-RU', en: 'en-US', tm: 'tk-TM' };

/**
 * A customer signed in through the API (register, then the code from the development SMS log),
 * in the page's browser context; returns the id of an order they placed (dish 1) and leaves a dish
 * in their basket.
 */
export async function signedInCustomerWithOrder(request: APIRequestContext): Promise<number> {
  const phone = mobilePhone();
  const asked = Date.now() - 1000;
  const register = await request.post('/back/api/v1/register', {
    data: { name: 'Aýna', surname: 'Orazowa', phone, email: 'ayna@example.tm' },
  });
  expect(register.status(), await register.text()).toBe(200);
  const origin = new URL(register.url()).origin;
  const verify = await request.post('/api/auth/verify', {
    headers: { Origin: origin },
    data: { phone, otp: await readSmsCode(phone, asked) },
  });
  expect(verify.status(), await verify.text()).toBe(200);
  const write = (path: string, data: object, headers: Record<string, string> = {}) =>
    request.post(`/back/api/v1/${path}`, { headers: { Origin: origin, ...headers }, data });
  expect((await write('basket', { product_id: 1, quantity: 1 })).status()).toBe(200);
  const order = await write(
    'orders',
    { address: 'Magtymguly 12', payment_method: 'cash', delivery_time: 'asap', note: '' },
    { 'Idempotency-Key': `a11y-${phone}` },
  );
  expect(order.status(), await order.text()).toBe(201);
  expect((await write('basket', { product_id: 1, quantity: 1 })).status()).toBe(200);
  return ((await order.json()) as { data: { id: number } }).data.id;
}
