import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

// Where the "added to the basket" toast shows: over nothing the shopper is using (issue 38, item 13).
const card = (page: Page, name: string) => page.getByRole('main').getByRole('article', { name, exact: true }).first();
const toast = (page: Page) => page.locator('.toaster').getByRole('status');

/** Whether two boxes share any pixel, once the toast has slid into its place. */
async function overlap(a: Locator, b: Locator) {
  // read once it has slid into place: the same box twice in a row
  let last = '';
  await expect
    .poll(
      async () => {
        const now = JSON.stringify(await a.boundingBox());
        const settled = now === last;
        last = now;
        return settled;
      },
      { intervals: [100] },
    )
    .toBe(true);
  const [x, y] = [(await a.boundingBox())!, (await b.boundingBox())!];
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

test('on a desktop the toast of a raise in the open basket panel sits beside the panel', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/en');
  await waitForHydration(page);
  await card(page, 'Plov').getByRole('button', { name: 'Add to basket: Plov' }).click();
  await expect(toast(page)).toBeVisible();
  await expect(toast(page)).toBeHidden({ timeout: 6000 });
  await page.getByRole('banner').getByRole('button', { name: /TMT/ }).click();
  const panel = page.getByRole('dialog');
  await panel.getByRole('button', { name: 'Plov: one more' }).click();
  await expect(toast(page)).toBeVisible();
  expect(await overlap(toast(page), panel)).toBe(false);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test("the toast of an add leaves the card's price and button free", async ({ page }) => {
    await page.goto('/tm');
    await waitForHydration(page);
    const dish = page.getByRole('main').getByRole('article').nth(5);
    // the card just above the bottom bar, where the toast used to land
    await dish.evaluate((el) => {
      const bar = parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--bar-h'));
      window.scrollBy(0, el.getBoundingClientRect().bottom - (window.innerHeight - bar - 10));
    });
    await dish.getByRole('button', { name: /^Sebede goş: / }).tap();
    await expect(toast(page)).toBeVisible();
    expect(await overlap(toast(page), dish)).toBe(false);
  });
});
