import fs from 'node:fs';
import { expect, FAILED_LOAD, test, waitForHydration } from './fixtures';
import { scrollToMap } from './map-helpers';

// A shopper without the service worker (a first visit, or a browser without one) loses the network:
// a part of the page whose code has not come yet (the basket panel, the address map) says so in its
// place and tries again on request. Never the error page: what was typed stays (issue 13, "lose the
// network mid-checkout on a phone"). In Russian, on a phone.
const ru = JSON.parse(fs.readFileSync('locales/ru.json', 'utf8')) as typeof import('../../locales/ru.json');

test.use({
  locale: 'ru-RU',
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  allowedConsoleErrors: [new RegExp(`${FAILED_LOAD.source}|Failed to fetch dynamically imported module`)],
});

test("offline before the basket's code came: the panel says so, the page stays; back online it opens", async ({ page, context }) => {
  await page.goto('/');
  await waitForHydration(page);
  const title = await page.getByRole('heading', { level: 1 }).textContent();
  await context.setOffline(true);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Корзина/ })
    .tap();
  const panel = page.getByRole('dialog', { name: ru.modals.basket });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('alert')).toHaveText(new RegExp(ru.chunk_errors.offline.slice(0, 30)));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);
  await context.setOffline(false);
  await expect(panel.getByRole('alert')).toContainText(ru.chunk_errors.part_failed);
  await panel.getByRole('button', { name: ru.chunk_errors.try_again }).tap();
  await expect(panel.getByText(ru.basket_empty)).toBeVisible();
  await expect(panel.getByRole('alert')).toHaveCount(0);
});

test('offline mid-checkout before the map came: the map says so, the form keeps what was typed; back online the map loads', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  await page
    .getByRole('main')
    .getByRole('button', { name: /^В корзину/ })
    .first()
    .tap();
  await page.goto('/checkout');
  await waitForHydration(page);
  const name = page.getByLabel(ru.checkout.name, { exact: true });
  await name.fill('Айна');
  await context.setOffline(true);
  await page.locator('.map-picker').scrollIntoViewIfNeeded();
  const notice = page.getByRole('alert').filter({ has: page.getByRole('button', { name: ru.chunk_errors.try_again }) });
  await expect(notice).toHaveText(new RegExp(ru.chunk_errors.offline.slice(0, 30)));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ru.checkout.title);
  await expect(name).toHaveValue('Айна');
  await context.setOffline(false);
  await expect(notice).toContainText(ru.chunk_errors.part_failed);
  await notice.getByRole('button', { name: ru.chunk_errors.try_again }).tap();
  await scrollToMap(page.getByRole('main'));
  await expect(name).toHaveValue('Айна');
});
