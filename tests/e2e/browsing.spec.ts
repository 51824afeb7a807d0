import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

// The seeded demo menu: dish 1 is Palow / Плов / Plov (45.00), dish 2 Dograma / Дограма (38.00).
const LOCALES = [
  {
    prefix: '',
    plov: 'Плов',
    dograma: 'Дограма',
    basket: 'Корзина',
    fav: 'Избранное',
    add: 'В корзину',
    more: 'на одну больше',
    added: 'Товар добавлен в корзину',
  },
  {
    prefix: '/en',
    plov: 'Plov',
    dograma: 'Dograma',
    basket: 'Basket',
    fav: 'Favourites',
    add: 'Add to basket',
    more: 'one more',
    added: 'The product was added to the basket',
  },
  {
    prefix: '/tm',
    plov: 'Palow',
    dograma: 'Dograma',
    basket: 'Sebet',
    fav: 'Halanlarym',
    add: 'Sebede goş',
    more: 'bir sany köp',
    added: 'Haryt sebede goşuldy',
  },
] as const;

const main = (page: Page) => page.getByRole('main');
const card = (page: Page, name: string) => main(page).getByRole('article', { name, exact: true }).first();
const headerBasket = (page: Page) => page.getByRole('banner').getByRole('button', { name: /TMT/ });

test.beforeEach(async ({ context, baseURL }, testInfo) => {
  // "/" follows the browser's Accept-Language (en-US here) unless a language was chosen before
  if (testInfo.title.includes('/ru')) await context.addCookies([{ name: 'locale', value: 'ru', url: baseURL! }]);
});

for (const l of LOCALES) {
  test(`a guest in ${l.prefix || '/ru'} opens home and finds the same dish searching плов and palow`, async ({ page }) => {
    await page.goto(l.prefix || '/');
    await waitForHydration(page);
    await expect(card(page, l.plov)).toBeVisible();
    for (const term of ['плов', 'palow']) {
      const box = page.getByRole('search').getByRole('searchbox');
      await box.fill(term);
      await box.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/products\\?search=${encodeURIComponent(term)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(term);
      await expect(card(page, l.plov)).toBeVisible();
      // the term stays in the box
      await expect(page.getByRole('search').getByRole('searchbox')).toHaveValue(term);
    }
  });

  test(`a guest in ${l.prefix || '/ru'} fills a basket, sees the total and the fee, and keeps it after a reload`, async ({ page }) => {
    await page.goto(l.prefix || '/');
    await waitForHydration(page);
    await card(page, l.plov)
      .getByRole('button', { name: `${l.add}: ${l.plov}` })
      .click();
    await expect(page.getByRole('status').filter({ hasText: l.added })).toBeVisible();
    await card(page, l.dograma)
      .getByRole('button', { name: `${l.add}: ${l.dograma}` })
      .click();
    await card(page, l.plov)
      .getByRole('button', { name: `${l.plov}: ${l.more}` })
      .click();
    // 2 × 45.00 + 38.00
    await expect(headerBasket(page)).toContainText('128.00 TMT');
    await headerBasket(page).click();
    const panel = page.getByRole('dialog');
    await expect(panel).toContainText('15.00');
    await expect(panel).toContainText('143.00');
    await page.keyboard.press('Escape');
    await page.reload();
    await waitForHydration(page);
    await expect(headerBasket(page)).toContainText('128.00 TMT');
    await expect(card(page, l.plov).getByRole('group')).toContainText('2');
  });
}

test('the product modal opens from a card and by URL, and closes to a shareable URL', async ({ page }) => {
  await page.goto('/en?category=keep');
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, 300));
  await card(page, 'Plov').getByRole('link').click();
  await expect(page).toHaveURL(/\/en\?category=keep&product_id=1$/);
  const modal = page.getByRole('dialog', { name: 'Plov' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('45.00');
  // not in the basket yet: an add button; after adding, a stepper
  await modal.getByRole('button', { name: 'Add to basket: Plov' }).click();
  await expect(modal.getByRole('group', { name: 'Plov: quantity' })).toContainText('1');
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toHaveCount(0);
  await expect(page).toHaveURL(/\/en\?category=keep&product_id=$/);

  await page.goto('/tm/catalogue?product_id=2');
  await expect(page.getByRole('dialog', { name: 'Dograma' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Katalog');
});

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

test('switching the language on a product page stays on that product', async ({ page }) => {
  await page.goto('/products/1');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Плов');
  await page.getByRole('button', { name: /Язык|Language/ }).click();
  await page.getByRole('link', { name: 'English' }).first().click();
  await expect(page).toHaveURL(/\/en\/products\/1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plov');
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
