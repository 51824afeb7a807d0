import type { Page } from '@playwright/test';
import { expect, FAILED_LOAD, showAllHomeSections, test, waitForHydration } from './fixtures';
import { addToBasket, openHome } from './account-helpers';
import { scrollToMap } from './map-helpers';

// The content pages' code (About us, Contacts, ...) "gone after a deploy": every request for it fails.
const CONTENT_PAGE_CODE = '**/assets/content-page-*.js';

/** Counts full page loads from now on (client-side navigations do not count). */
function countLoads(page: Page) {
  const counter = { loads: 0 };
  page.on('load', () => counter.loads++);
  return counter;
}

const MAP_LOADING = 'Loading the map…';

// the blocked chunk and the offline requests fail on purpose
test.use({ allowedConsoleErrors: [FAILED_LOAD] });
const aboutUsLink = (page: Page) => page.getByRole('contentinfo').getByRole('link', { name: 'About us' });

test('a page whose code fails to load reloads once, then offers a Reload button', async ({ page }) => {
  await page.route(CONTENT_PAGE_CODE, (route) => route.abort());
  await openHome(page);
  await showAllHomeSections(page, 'More sections');
  const counter = countLoads(page);

  await aboutUsLink(page).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Part of the shop did not load' });
  await expect(notice).toBeVisible();
  // one automatic reload (of the page asked for), then the notice instead of another one
  expect(counter.loads).toBe(1);
  await expect(page).toHaveURL(/\/en\/about-us$/);

  await page.unroute(CONTENT_PAGE_CODE); // the fix is out
  await notice.getByRole('button', { name: 'Reload' }).click();
  await waitForHydration(page);
  expect(counter.loads).toBe(2);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test('offline, a page whose code cannot load leaves the checkout and its form as they were', async ({ page, context }) => {
  await page.route(CONTENT_PAGE_CODE, (route) => route.abort());
  await openHome(page);
  await addToBasket(page);
  await page.goto('/en/checkout');
  await waitForHydration(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  // the address map's code is in before the network goes (it loads when the map comes into view)
  await scrollToMap(main);
  await expect(main.getByText(MAP_LOADING)).toHaveCount(0);
  const counter = countLoads(page);

  await context.setOffline(true);
  const offline = page.getByRole('status').filter({ hasText: 'You are offline' });
  await expect(offline).toBeVisible();
  await main.getByLabel('Name').fill('Aýna');
  const chunkFailed = page.waitForEvent('requestfailed', (request) => /\/assets\/content-page-/.test(request.url()));
  await aboutUsLink(page).click();
  await chunkFailed;

  // the navigation is called off: still the checkout, no reload, the form as it was and still in use
  await main.getByLabel('Address', { exact: true }).fill('Bitarap Türkmenistan 3');
  await expect(page).toHaveURL(/\/en\/checkout$/);
  await expect(main.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await expect(main.getByLabel('Name')).toHaveValue('Aýna');
  await expect(main.getByLabel('Address', { exact: true })).toHaveValue('Bitarap Türkmenistan 3');
  await expect(offline).toBeVisible();
  expect(counter.loads).toBe(0);

  // back online, the same link works
  await context.setOffline(false);
  await page.unroute(CONTENT_PAGE_CODE);
  await expect(offline).toHaveCount(0);
  await aboutUsLink(page).click();
  await expect(page).toHaveURL(/\/en\/about-us$/);
  await expect(main.getByRole('heading', { name: 'About us', level: 1 })).toBeVisible();
  expect(counter.loads).toBe(0);
});
