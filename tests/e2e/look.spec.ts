import { expect, test } from './fixtures';
import { startServer, stopServer } from './server';
import type { Page } from '@playwright/test';

// How the shop looks: the banners sit in the page's column, one typeface, the promo says what it does.

/** The left and right edges of the page's content: main's box less its padding. */
const contentEdges = (page: Page) =>
  page.getByRole('main').evaluate((main) => {
    const box = main.getBoundingClientRect();
    const style = getComputedStyle(main);
    return { left: box.left + parseFloat(style.paddingLeft), right: box.right - parseFloat(style.paddingRight) };
  });

/** "HH:MM" in Ashgabat (UTC+5), `hours` from now. */
const ashgabatClock = (hours: number) => new Date(Date.now() + (5 + hours) * 3_600_000).toISOString().slice(11, 16);

test.describe('while the shop is closed', () => {
  // a server of its own whose hours start in two hours: closed now, whenever the suite runs
  test.use({
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies by destructuring
    baseURL: async ({}, use) => {
      const server = await startServer({ SHOP_OPENS: ashgabatClock(2), SHOP_CLOSES: ashgabatClock(3) });
      await use(server.url);
      await stopServer(server);
    },
  });

  for (const width of [390, 1280]) {
    test(`the closed banner lines up with the page's content at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/en');
      const banner = page.getByRole('status').filter({ hasText: 'Closed' });
      await expect(banner).toBeVisible();
      const box = (await banner.boundingBox())!;
      const content = await contentEdges(page);
      expect(Math.round(box.x)).toBe(Math.round(content.left));
      expect(Math.round(box.x + box.width)).toBe(Math.round(content.right));
    });
  }
});

test('headings are in the same typeface as the text', async ({ page }) => {
  await page.goto('/en');
  const family = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => getComputedStyle(el).fontFamily);
  expect(await family('h1')).toBe(await family('body'));
});

test.describe('the promo pop-up', () => {
  test.use({ promo: 'shown' });
  test('says what it leads to, with an action one can see', async ({ page }) => {
    await page.goto('/tm');
    const dialog = page.getByRole('dialog', { name: 'Aýratyn teklip' });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    const action = dialog.getByText('Teklibi gör', { exact: true });
    await expect(action).toBeVisible();
    // it is the link's own words, not a label beside it
    await expect(dialog.getByRole('link', { name: /Teklibi gör/ })).toBeVisible();
  });
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test('the hearts and the "See all" links are at least 44 px each way', async ({ page }) => {
    await page.goto('/en');
    const small = async (targets: ReturnType<Page['getByRole']>) => {
      const sizes = await targets.evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => [r.width, r.height]));
      expect(sizes.length).toBeGreaterThan(0);
      return sizes.filter(([w, h]) => w < 44 || h < 44);
    };
    expect(await small(page.getByRole('main').getByRole('button', { name: /favourite/i }))).toEqual([]);
    expect(await small(page.getByRole('main').getByRole('link', { name: /^See all/ }))).toEqual([]);
  });
});
