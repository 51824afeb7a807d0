import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { card, headerBasket, main } from './browsing-helpers';

// What a guest opens beside the menu: favourites, the promo, the mobile bar at 375 px, the catalogue panel.

test('favourites: toggle, then send them all to the basket', async ({ page }) => {
  await page.goto('/en');
  await waitForHydration(page);
  const heart = card(page, 'Plov').getByRole('button', { name: 'Favourite: Plov' });
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await card(page, 'Dograma').getByRole('button', { name: 'Favourite: Dograma' }).click();
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Favourites/ })
    .click();
  const panel = page.getByRole('dialog', { name: 'Favourites' });
  await expect(panel.getByText('Plov')).toBeVisible();
  await expect(panel.getByText('Dograma')).toBeVisible();
  await panel.getByRole('button', { name: 'Send all to basket' }).click();
  await expect(panel).toContainText('No favourites yet');
  await expect(headerBasket(page)).toContainText('83.00 TMT');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
});

test.describe('the promo', () => {
  test.use({ promo: 'shown' });

  /** Opens the page with the page's clock under the test's control; resolves once the promo's data is in. */
  async function openWithClock(page: Page, open: () => Promise<unknown>) {
    const answered = page.waitForResponse('**/back/api/v1/pupup-slider');
    await open();
    await waitForHydration(page);
    await answered;
  }

  // the exact 3000 ms is use-promo.test.tsx's; here the page's clock is moved instead of waited for
  test('pops up after 3 s, closes, and stays closed', async ({ page }) => {
    await page.clock.install();
    await openWithClock(page, () => page.goto('/en'));
    const promo = page.getByRole('dialog', { name: 'Special offer' });
    await page.clock.fastForward(2000);
    await expect(promo).toHaveCount(0);
    await page.clock.fastForward(1000);
    await expect(promo).toBeVisible();
    await expect(promo.getByRole('img')).toHaveAttribute('src', /grill-week-en/);
    await promo.getByRole('button', { name: 'Close' }).click();
    await expect(promo).toHaveCount(0);

    await openWithClock(page, () => page.reload());
    await page.clock.fastForward(10_000);
    // a frame after the timers ran: the pop-up would be in the page by now
    await page.evaluate(() => new Promise(requestAnimationFrame));
    await expect(promo).toHaveCount(0);
  });
});

test('the mobile bar at 375 px: catalogue, basket count and favourites', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/en');
  await waitForHydration(page);
  const bar = page.getByRole('navigation', { name: 'Main sections' });
  await expect(bar).toBeVisible();
  await card(page, 'Plov').getByRole('button', { name: 'Add to basket: Plov' }).click();
  await expect(bar.getByRole('button', { name: /Basket/ })).toContainText('1');
  await bar.getByRole('link', { name: 'Catalogue' }).click();
  await expect(page).toHaveURL(/\/en\/catalogue$/);
  await main(page).getByRole('link', { name: 'Soups' }).click();
  await expect(page).toHaveURL(/\/en\/products\?category=3$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Soups');
  await bar.getByRole('button', { name: /Basket/ }).click();
  await expect(page.getByRole('dialog')).toContainText('Plov');
  await page.getByRole('dialog').getByRole('button', { name: 'Prepare order' }).click();
  await expect(page).toHaveURL(/\/en\/checkout$/);
});

test('the catalogue panel leads to a category and closes', async ({ page }) => {
  await page.goto('/tm');
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('button', { name: 'Katalog' }).click();
  const panel = page.getByRole('dialog');
  await panel.getByRole('link', { name: 'Çorbalar' }).click();
  await expect(page).toHaveURL(/\/tm\/products\?category=3$/);
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Çorbalar');
});
