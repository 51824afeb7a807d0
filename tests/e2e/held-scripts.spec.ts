import type { Locator, Page } from '@playwright/test';
import { storedGuestBasket } from './guest-basket-helpers';
import { expect, test, waitForHydration } from './fixtures';
import { mobilePhone, ordersByPhone } from './account-helpers';
import { ENTRY_SCRIPT, holdRequests } from './held-requests';
import { HTML_BASKET_COOKIE } from '../../shared/html-basket';

// Issue 35, "a tap shows at once": with the shop's scripts held back (route interception), a tap on a
// card's "add" or its stepper changes that card and the header's basket total at once — from the price
// the server wrote on the button (client/browser/early-taps-script.ts) — and the tap is replayed once
// when the scripts arrive: no line lost or doubled, nothing typed lost, the order placed once.

const guestBasket = storedGuestBasket;
const notHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === undefined);
const headerTotal = (page: Page, total: string) =>
  page.getByRole('banner').getByRole('button', { name: new RegExp(`^Basket ${total} TMT$`) });

interface TapClock {
  at: number;
  /** ms from the tap to the mutation that changed both its card and the header total; null until then */
  shown: number | null;
}
type ClockWindow = Window & { __tapClock?: TapClock };

/**
 * Clicks `target` and measures in the page, with performance.now(), the time from the tap (a capturing
 * listener on window, which runs before the contract's on document) to the DOM mutation after which both
 * the tapped card (its <article>, or on the checkout its basket line) and the header total read differently.
 */
async function tapAndClock(page: Page, target: Locator): Promise<number> {
  await page.evaluate(() => {
    const w = window as ClockWindow;
    const total = () => document.querySelector('header [data-total]')?.textContent;
    const onTap = (event: Event) => {
      removeEventListener('click', onTap, true);
      const card = (event.target as Element).closest('article, li')!;
      const clock: TapClock = { at: performance.now(), shown: null };
      w.__tapClock = clock;
      const [cardBefore, totalBefore] = [card.textContent, total()];
      const observer = new MutationObserver(() => {
        if (card.textContent === cardBefore || total() === totalBefore) return;
        clock.shown = performance.now() - clock.at;
        observer.disconnect();
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    };
    addEventListener('click', onTap, true);
  });
  await target.click();
  let shown: number | null = null;
  await expect
    .poll(async () => (shown = await page.evaluate(() => (window as ClockWindow).__tapClock?.shown ?? null)), {
      message: 'the tapped card and the header total change',
    })
    .not.toBeNull();
  return shown!;
}

test.beforeEach(async ({ context }) => {
  // the HTML path's basket (docs/decisions/014-html-ordering-path.md): Dograma (38.00) is in it, so its card
  // is served with a stepper the shopper can tap before the scripts come
  const baseURL = test.info().project.use.baseURL!;
  await context.addCookies([{ name: HTML_BASKET_COOKIE, value: '2.1', url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
});

test('before the scripts, "add" and "+" show on the card and in the header total within 300 ms, and count once when the scripts come', async ({
  page,
  context,
}) => {
  const scripts = await holdRequests(page, ENTRY_SCRIPT);
  await page.goto('/en', { waitUntil: 'commit' });
  const main = page.getByRole('main');
  const plov = main.getByRole('article', { name: 'Plov', exact: true }).first();
  const dograma = main.getByRole('article', { name: 'Dograma', exact: true }).first();
  await expect(dograma.getByRole('group', { name: 'Dograma: quantity' })).toContainText('1');
  await expect(headerTotal(page, '38.00')).toBeVisible();

  const addShown = await tapAndClock(page, plov.getByRole('button', { name: 'Add to basket: Plov' }));
  expect(addShown).toBeLessThan(300);
  await expect(plov.getByRole('button', { name: 'Add to basket: Plov' })).toHaveText('1');
  await expect(headerTotal(page, '83.00')).toBeVisible();

  const moreShown = await tapAndClock(page, dograma.getByRole('button', { name: 'Dograma: one more' }));
  expect(moreShown).toBeLessThan(300);
  await expect(dograma.getByRole('group', { name: 'Dograma: quantity' })).toContainText('2');
  await expect(headerTotal(page, '121.00')).toBeVisible();
  // all of it before any of the shop's code ran
  expect(await notHydrated(page)).toBe(true);
  expect(await guestBasket(page)).toEqual({});

  scripts.release();
  await waitForHydration(page);
  await expect(plov.getByRole('group', { name: 'Plov: quantity' })).toContainText('1');
  await expect(dograma.getByRole('group', { name: 'Dograma: quantity' })).toContainText('2');
  await expect(headerTotal(page, '121.00')).toBeVisible();
  // the HTML path's basket handed over to the stored one: exactly what was tapped, nothing doubled
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === HTML_BASKET_COOKIE)).toBe(false);
  expect(await guestBasket(page)).toEqual({ 1: 1, 2: 2 });
  await expect(headerTotal(page, '121.00')).toBeVisible();
});

test('on the checkout before the scripts: a "+" shows at once, what was typed is kept, and the order is placed once with the tapped quantity', async ({
  page,
  request,
}) => {
  const scripts = await holdRequests(page, ENTRY_SCRIPT);
  await page.goto('/en/checkout', { waitUntil: 'commit' });
  const main = page.getByRole('main');
  const phone = mobilePhone();
  await main.getByLabel('Name').fill('Aýna');
  await main.getByLabel('Phone').fill(`+993${phone}`);
  await main.getByLabel('Address', { exact: true }).fill('Bitarap Türkmenistan 3');

  const shown = await tapAndClock(page, main.getByRole('button', { name: 'Dograma: one more' }));
  expect(shown).toBeLessThan(300);
  await expect(main.getByRole('group', { name: 'Dograma: quantity' })).toContainText('2');
  await expect(headerTotal(page, '76.00')).toBeVisible();
  expect(await notHydrated(page)).toBe(true);

  scripts.release();
  await waitForHydration(page);
  await expect(main.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(main.getByLabel('Name')).toHaveValue('Aýna');
  await expect(main.getByLabel('Phone')).toHaveValue(`+993${phone}`);
  await expect(main.getByLabel('Address', { exact: true })).toHaveValue('Bitarap Türkmenistan 3');
  await expect(main.getByRole('region', { name: 'Your order' })).toContainText('2 × 38.00 TMT');
  await expect(headerTotal(page, '76.00')).toBeVisible();

  await main.getByRole('button', { name: 'Place the order' }).click();
  await expect(main.getByRole('heading', { name: 'Thank you! Your order is placed' })).toBeVisible();
  expect(await ordersByPhone(request, phone)).toHaveLength(1);
});
