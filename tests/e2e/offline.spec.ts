import fs from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, FAILED_LOAD, test, waitForHydration } from './fixtures';
import { axeViolations } from './a11y-helpers';
import { workerReady } from './offline-helpers';
import { addToBasket, headerBasket, mobilePhone, openHome, ordersByPhone, signUp } from './account-helpers';

const en = JSON.parse(fs.readFileSync('locales/en.json', 'utf8')) as typeof import('../../locales/en.json');

// Issue 13.5: the service worker keeps the shell and the visited pages; an order sent offline
// waits and is sent once. Other specs block service workers (playwright.config.ts); these need it.
test.use({ serviceWorkers: 'allow', allowedConsoleErrors: [FAILED_LOAD] });

const main = (page: Page) => page.getByRole('main');
const heading = (page: Page) => main(page).getByRole('heading', { level: 1 });

/** POSTs that place a guest's order, from every tab of the context. */
function countOrderPosts(context: BrowserContext) {
  const posts: string[] = [];
  context.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/orders-web'))
      posts.push(request.headers()['idempotency-key']);
  });
  return posts;
}

test('offline: visited pages open from the cache, an unvisited one shows the offline page, the basket still works', async ({
  page,
  context,
}) => {
  await openHome(page);
  await workerReady(page);
  const homeHeading = await heading(page).textContent();
  await page.goto('/en/catalogue');
  await waitForHydration(page);
  const catalogueHeading = await heading(page).textContent();

  await context.setOffline(true);
  await page.goto('/en');
  await waitForHydration(page); // its code came from the worker's precache
  await expect(heading(page)).toHaveText(homeHeading!);
  await addToBasket(page);
  await expect(headerBasket(page)).toContainText('45.00 TMT');

  await page.reload();
  await waitForHydration(page);
  await expect(headerBasket(page)).toContainText('45.00 TMT'); // kept in the browser

  await page.goto('/en/catalogue');
  await waitForHydration(page);
  await expect(heading(page)).toHaveText(catalogueHeading!);

  await page.goto('/en/about-us'); // never opened on this device
  await expect(page.getByRole('heading', { level: 1, name: en.offline.page_title })).toBeVisible();
  await expect(page.getByText(en.offline.page_text)).toBeVisible();
  await expect(page.getByRole('link', { name: en.offline.go_home })).toHaveAttribute('href', '/en');
  expect(await axeViolations(page)).toEqual([]);

  await context.setOffline(false);
  await page.getByRole('link', { name: en.offline.try_again }).click();
  await expect(heading(page)).not.toHaveText(en.offline.page_title); // the real page, now online
  await expect(page.getByRole('heading', { name: en.offline.page_title })).toHaveCount(0);
});

test('an order placed offline waits, is sent once when the connection returns (two tabs open), then confirmed', async ({
  page,
  context,
  request,
}) => {
  const phone = mobilePhone();
  const posts = countOrderPosts(context);
  await openHome(page);
  await workerReady(page);
  await addToBasket(page);
  await page.goto('/en/checkout');
  await waitForHydration(page);
  await main(page).getByLabel('Name').fill('Aýna');
  await main(page).getByLabel('Phone').pressSequentially(phone);
  await main(page).getByLabel('Address', { exact: true }).fill('Bitarap Türkmenistan 3');

  await context.setOffline(true);
  await main(page).getByRole('button', { name: 'Place the order' }).click();
  const waiting = main(page).getByRole('heading', { name: en.offline.order_waiting_title });
  await expect(waiting).toBeVisible();
  await expect(main(page).getByRole('status')).toHaveText(en.offline.order_waiting_text);
  await expect(page.getByText('Failed to fetch')).toHaveCount(0);
  await expect(waiting).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  expect(await ordersByPhone(request, phone)).toHaveLength(0);

  // still waiting after a reload offline (nothing reloads by itself), and a second tab of the shop is open
  await page.reload();
  await waitForHydration(page);
  await expect(waiting).toBeVisible();
  const second = await context.newPage();
  await second.goto('/en');
  await waitForHydration(second);
  expect(await ordersByPhone(request, phone)).toHaveLength(0);

  await context.setOffline(false);
  await expect(main(page).getByRole('heading', { name: 'Thank you! Your order is placed' })).toBeVisible();
  await expect(main(page)).toContainText('Plov');
  await expect(headerBasket(page)).toContainText('0.00 TMT');
  await expect(headerBasket(second)).toContainText('0.00 TMT');
  expect(await ordersByPhone(request, phone)).toHaveLength(1);
  expect(posts).toHaveLength(2); // the offline try (no answer) and the one send
  expect(new Set(posts).size).toBe(1); // with the same key

  // nothing more goes out later
  await page.waitForTimeout(500);
  expect(posts).toHaveLength(2);
  expect(await ordersByPhone(request, phone)).toHaveLength(1);
});

test("a signed-in shopper's basket changes offline show at once and reach the server when the connection returns", async ({
  page,
  context,
}) => {
  await openHome(page);
  await workerReady(page);
  await signUp(page);
  await addToBasket(page);
  await expect(headerBasket(page)).toContainText('45.00 TMT');

  await context.setOffline(true);
  await main(page).getByRole('button', { name: 'Plov: one more' }).first().click();
  await expect(headerBasket(page)).toContainText('90.00 TMT');
  await expect(page.getByText(en.network_error)).toHaveCount(0); // no failure toast

  const synced = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/basket'));
  await context.setOffline(false);
  expect((await synced).status()).toBe(200);
  await page.reload();
  await waitForHydration(page);
  await expect(headerBasket(page)).toContainText('90.00 TMT'); // the server's basket now
});

test.describe('a connection that says online but carries nothing', () => {
  test.use({ serviceWorkers: 'block' });

  test("a signed-in shopper's basket change is kept, shown, and sent when requests get through again", async ({ page }) => {
    await page.clock.install();
    await openHome(page);
    await signUp(page);
    await addToBasket(page);
    await expect(headerBasket(page)).toContainText('45.00 TMT');

    const isBasketPost = (url: URL) => url.pathname.endsWith('/basket');
    await page.route(isBasketPost, (route) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback(),
    );
    await main(page).getByRole('button', { name: 'Plov: one more' }).first().click();
    await expect(headerBasket(page)).toContainText('90.00 TMT');
    await expect(page.getByText(en.network_error)).toHaveCount(0);
    await expect(page.getByText(en.some_error_occured)).toHaveCount(0);

    await page.unroute(isBasketPost);
    const synced = page.waitForResponse((r) => r.request().method() === 'POST' && isBasketPost(new URL(r.url())));
    await page.clock.fastForward(60_000); // no online event comes: the kept change is sent on the next try
    expect((await synced).status()).toBe(200);
    await page.reload();
    await waitForHydration(page);
    await expect(headerBasket(page)).toContainText('90.00 TMT'); // the server's basket
  });
});
