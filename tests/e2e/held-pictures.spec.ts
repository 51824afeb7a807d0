import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Issue 35 (record 027's addendum): a first page whose link is unknown holds its dish pictures below the first
// screen; they come as the shopper scrolls near them, and without JavaScript the stylesheet shows them.
test.use({ viewport: { width: 412, height: 915 } });

const cardPicture = (page: Page, dish: string) => page.getByRole('article', { name: dish }).locator('img');
/** the last card the server sent with its picture held (read from its HTML: once hydrated, none is held) */
async function lastHeld(page: Page) {
  const html = await (await page.request.get('/en')).text();
  const held = [
    ...html.matchAll(/<article class="product-card" aria-label="([^"&]+)">(?:(?!<\/article>).)*?--src:url\(\/[^)]+\)"[^>]* held"/gs),
  ];
  expect(held.length).toBeGreaterThan(0);
  return page.getByRole('article', { name: held.at(-1)![1], exact: true });
}
/** the picture's box as drawn: a loaded picture's pixels, or the stylesheet's content */
const shown = (page: Page, dish: string) =>
  cardPicture(page, dish).evaluate((img: HTMLImageElement) => ({
    loaded: img.complete && img.naturalWidth > 0,
    content: getComputedStyle(img).content,
    height: Math.round(img.getBoundingClientRect().height),
  }));

test('the pictures below the first screen come when scrolled near, in their boxes', async ({ page }) => {
  await page.goto('/en');
  const last = await lastHeld(page);
  const dish = (await last.getAttribute('aria-label'))!;
  const before = await shown(page, dish);
  expect(before.loaded).toBe(false);
  expect(before.height).toBeGreaterThan(100); // its 4:3 box holds the place
  await last.scrollIntoViewIfNeeded();
  await expect.poll(async () => (await shown(page, dish)).loaded).toBe(true);
  expect((await shown(page, dish)).height).toBe(before.height);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the held pictures show from the stylesheet', async ({ page }) => {
    await page.goto('/en');
    const last = await lastHeld(page);
    const dish = (await last.getAttribute('aria-label'))!;
    await last.scrollIntoViewIfNeeded();
    const picture = await shown(page, dish);
    expect(picture.content).toMatch(/^url\(".*\/images\/menu\/.+\.svg"\)$/);
    expect(picture.height).toBeGreaterThan(100);
  });
});
