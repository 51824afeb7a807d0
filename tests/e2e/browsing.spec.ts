import { expect, test, waitForHydration } from './fixtures';
import { card, headerBasket } from './browsing-helpers';

// A guest browsing in each language: searching, filling a basket, the product modal, switching language.
// (Favourites, the promo, the mobile bar and the catalogue panel: browsing-panels.spec.ts.)
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

test('switching the language on a product page stays on that product', async ({ page }) => {
  await page.goto('/products/1');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Плов');
  await page.getByRole('button', { name: /Язык|Language/ }).click();
  await page.getByRole('link', { name: 'English' }).first().click();
  await expect(page).toHaveURL(/\/en\/products\/1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plov');
});
