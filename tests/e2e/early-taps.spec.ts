import type { Page } from '@playwright/test';
import { storedGuestBasket } from './guest-basket-helpers';
import { expect, test, waitForHydration } from './fixtures';
import { ENTRY_SCRIPT, holdRequests } from './held-requests';

// Issue 13, item 4: a tap before hydration is taken by the inline early event contract, shows at once
// that it was taken, and is replayed exactly once when the app has hydrated. The entry script is held
// back by route interception, so "before hydration" lasts as long as the test needs.

/** Holds the browser entry script until `release()`; the page renders and takes taps meanwhile. */
const holdEntryScript = async (page: Page) => (await holdRequests(page, ENTRY_SCRIPT)).release;

const card = (page: Page, name: string) => page.getByRole('main').getByRole('article', { name, exact: true }).first();
const addButton = (page: Page, name: string) => card(page, name).getByRole('button', { name: `Add to basket: ${name}` });
const guestBasket = storedGuestBasket;
const notHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === undefined);

test('a tap on "add to basket" before hydration shows at once and lands exactly once after it', async ({ page }) => {
  const release = await holdEntryScript(page);
  await page.goto('/en', { waitUntil: 'commit' });
  const add = addButton(page, 'Plov');
  await add.click();
  // taken at once: the button shows it is pending while the app's code is still held back
  await expect(add).toHaveAttribute('data-tap-pending', '');
  expect(await notHydrated(page)).toBe(true);
  expect(await guestBasket(page)).toEqual({});

  release();
  await waitForHydration(page);
  await expect(card(page, 'Plov').getByRole('group', { name: 'Plov: quantity' })).toContainText('1');
  await expect(page.getByRole('banner').getByRole('button', { name: /45\.00 TMT/ })).toBeVisible();
  expect(await guestBasket(page)).toEqual({ 1: 1 });
  // a tap after hydration goes the normal way, once
  await card(page, 'Plov').getByRole('button', { name: 'Plov: one more' }).click();
  await expect(card(page, 'Plov').getByRole('group', { name: 'Plov: quantity' })).toContainText('2');
  expect(await guestBasket(page)).toEqual({ 1: 2 });
});

test('the page is parsed and takes taps while its stylesheet is still on the way', async ({ page }) => {
  // a slow link: the stylesheet arrives last. The parser must not wait for it at the contract's script
  // (a classic inline script after a stylesheet would hold the whole body back until it arrived).
  const styles = await holdRequests(page, /\/assets\/[^/]*\.css$/);
  await page.goto('/en', { waitUntil: 'commit' });
  await expect(card(page, 'Plov')).toBeAttached();
  await expect(page.locator('footer')).toBeAttached();
  expect(await page.evaluate(() => Array.isArray((window as { __taps?: { q: unknown[] } }).__taps?.q))).toBe(true);
  expect(await page.evaluate(() => [...document.styleSheets].some((sheet) => sheet.href?.includes('/assets/')))).toBe(false);

  styles.release();
  await waitForHydration(page);
  await addButton(page, 'Plov').click();
  await expect(card(page, 'Plov').getByRole('group', { name: 'Plov: quantity' })).toContainText('1');
  expect(await guestBasket(page)).toEqual({ 1: 1 });
});

test('a double tap before hydration adds the dish once; taps on two dishes add both', async ({ page }) => {
  const release = await holdEntryScript(page);
  await page.goto('/en', { waitUntil: 'commit' });
  await addButton(page, 'Plov').dblclick();
  await addButton(page, 'Dograma').click();
  await expect(addButton(page, 'Plov')).toHaveAttribute('data-tap-pending', '');
  await expect(addButton(page, 'Dograma')).toHaveAttribute('data-tap-pending', '');
  expect(await notHydrated(page)).toBe(true);

  release();
  await waitForHydration(page);
  await expect(card(page, 'Dograma').getByRole('group', { name: 'Dograma: quantity' })).toContainText('1');
  await expect(card(page, 'Plov').getByRole('group', { name: 'Plov: quantity' })).toContainText('1');
  expect(await guestBasket(page)).toEqual({ 1: 1, 2: 1 });
});

test('a search submitted before hydration is kept on the page and runs once the app is ready', async ({ page }) => {
  const release = await holdEntryScript(page);
  await page.goto('/en', { waitUntil: 'commit' });
  const box = page.getByRole('search').getByRole('searchbox');
  await box.fill('plov');
  await box.press('Enter');
  await expect(page.getByRole('search')).toHaveAttribute('data-tap-pending', '');
  // taken by the page, not sent as a full navigation while the app's code loads
  expect(new URL(page.url()).pathname).toBe('/en');
  expect(await notHydrated(page)).toBe(true);

  release();
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/en\/products\?search=plov$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('plov');
  await expect(card(page, 'Plov')).toBeVisible();
  await expect(page.getByRole('search').getByRole('searchbox')).toHaveValue('plov');
});

test('the basket button tapped before hydration opens the basket once the app is ready', async ({ page }) => {
  const release = await holdEntryScript(page);
  await page.goto('/en', { waitUntil: 'commit' });
  const basket = page.getByRole('banner').getByRole('button', { name: /TMT/ });
  await basket.click();
  await expect(basket).toHaveAttribute('data-tap-pending', '');

  release();
  await waitForHydration(page);
  await expect(page.getByRole('dialog', { name: 'Basket' })).toBeVisible();
  await expect(basket).not.toHaveAttribute('data-tap-pending');
});
