import type { Page } from '@playwright/test';
import { adminToken, expect, FAILED_LOAD, test, waitForHydration } from './fixtures';
import { mobilePhone, ordersByPhone } from './account-helpers';
import { ENTRY_SCRIPT, holdRequests } from './held-requests';
import { HTML_BASKET_COOKIE } from '../../shared/html-basket';
import { SLOW_LINK_COOKIE } from '../../shared/slow-link';

// Issue 35's first visit on a slow link (docs/decisions/021-slow-link-first-visit.md): on a CDP-throttled
// link, before the scripts, the basket taps are kept and shown at once as before; the header's basket then
// posts them to the server (the cards' own forms: the basket cookie) and opens the HTML checkout, whose
// form the server answers. When the scripts come later they take the cookie's lines over once: nothing
// lost, nothing doubled, the order placed once. The tab's next pages (the checkout, the confirmation) are the
// lite ones (docs/decisions/023-lite-pages-on-a-slow-link.md): no module preload, no entry script; the entry
// comes when the hydration gate opens.
test.use({ allowedConsoleErrors: [FAILED_LOAD] });

const headerTotal = (page: Page, total: string) =>
  page.getByRole('banner').getByRole('button', { name: new RegExp(`^Basket ${total} TMT$`) });

/** The next document `page` loads whose URL matches `url`, as the server sent it. */
const nextDocument = (page: Page, url: RegExp) =>
  page.waitForResponse((r) => r.request().resourceType() === 'document' && url.test(r.url()), { timeout: 60_000 }).then((r) => r.text());
const isLite = (html: string) =>
  !/<link[^>]*rel="modulepreload"/.test(html) &&
  !/<script[^>]*src="[^"]*entry-client-/.test(html) &&
  /__gateOpen=1/.test(html) &&
  !/function decide\(/.test(html);

async function slowLink(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // slow enough for the page's own measure and Chromium's estimate, fast enough for a test
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 40_000,
    uploadThroughput: 40_000,
  });
  return cdp;
}

test('on a slow link a basket tap before the scripts reaches the server as the basket cookie, the HTML checkout takes the order once', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000);
  const cdp = await slowLink(page);
  const scripts = await holdRequests(page, ENTRY_SCRIPT);
  await page.goto('/en', { waitUntil: 'commit' });
  const plov = page.getByRole('main').getByRole('article', { name: 'Plov', exact: true }).first();
  await plov.getByRole('button', { name: 'Add to basket: Plov' }).click({ timeout: 60_000 });
  await expect(plov.getByRole('button', { name: 'Add to basket: Plov' })).toHaveText('1');
  await expect(headerTotal(page, '45.00')).toBeVisible();
  expect(await context.cookies()).not.toContainEqual(expect.objectContaining({ name: HTML_BASKET_COOKIE }));
  // the first page of a visit is the full one: the server cannot know the link yet
  expect(isLite(await page.content())).toBe(false);

  const checkoutHtml = nextDocument(page, /\/en\/checkout\??$/);
  await page.getByRole('banner').locator('.header-action--basket').click();
  await page.waitForURL(/\/en\/checkout\??$/, { timeout: 60_000, waitUntil: 'commit' });
  // the contract found the link slow and said so: the checkout came lite
  expect((await context.cookies()).find((c) => c.name === SLOW_LINK_COOKIE)).toMatchObject({
    value: '1',
    httpOnly: false,
    sameSite: 'Lax',
  });
  expect(isLite(await checkoutHtml)).toBe(true);
  // the tap went to the server: the HTML path's basket, rendered by the server's checkout
  const cookie = (await context.cookies()).find((c) => c.name === HTML_BASKET_COOKIE);
  expect(cookie?.value).toBe('1.1');
  expect(cookie?.httpOnly).toBe(true);
  const main = page.getByRole('main');
  await expect(main.getByRole('group', { name: 'Plov: quantity' })).toContainText('1', { timeout: 60_000 });
  const phone = mobilePhone();
  await main.getByLabel('Name').fill('Aýna');
  await main.getByLabel('Phone').fill(`+993${phone}`);
  await main.getByLabel('Address', { exact: true }).fill('Bitarap Türkmenistan 3');
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

  // the scripts come now (unthrottled, for the test's time): they keep what was typed and take the line over once
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  scripts.release();
  await waitForHydration(page);
  await expect(main.getByLabel('Name')).toHaveValue('Aýna');
  await expect(main.getByLabel('Address', { exact: true })).toHaveValue('Bitarap Türkmenistan 3');
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === HTML_BASKET_COOKIE)).toBe(false);
  await expect(main.getByRole('region', { name: 'Your order' })).toContainText('1 × 45.00 TMT');
  await expect(headerTotal(page, '45.00')).toBeVisible();

  await main.getByRole('button', { name: 'Place the order' }).click();
  await expect(main.getByRole('heading', { name: 'Thank you! Your order is placed' })).toBeVisible();
  const orders = await ordersByPhone(request, phone);
  expect(orders).toHaveLength(1);
  // one line, one portion: taken over once from the cookie, not doubled by the replay
  const placed = await request.get(`/back/api/v1/admin/orders/${orders[0].id}`, { headers: { authorization: `Bearer ${adminToken()}` } });
  expect((await placed.json()).data.lines).toEqual([expect.objectContaining({ product_id: 1, quantity: 1 })]);
});

test('on a slow link the HTML checkout opened by a tap before the scripts places its order as a form, once', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000);
  await slowLink(page);
  await holdRequests(page, ENTRY_SCRIPT); // never released: the whole order is HTML
  await page.goto('/en', { waitUntil: 'commit' });
  const plov = page.getByRole('main').getByRole('article', { name: 'Plov', exact: true }).first();
  await plov.getByRole('button', { name: 'Add to basket: Plov' }).click({ timeout: 60_000 });
  await page.getByRole('banner').locator('.header-action--basket').click();
  await page.waitForURL(/\/en\/checkout\??$/, { timeout: 60_000, waitUntil: 'commit' });
  const main = page.getByRole('main');
  const phone = mobilePhone();
  await main.getByLabel('Name').fill('Aýna', { timeout: 60_000 });
  await main.getByLabel('Phone').fill(`+993${phone}`);
  await main.getByLabel('Address', { exact: true }).fill('Bitarap Türkmenistan 3');
  const confirmationHtml = nextDocument(page, /\/en\/checkout\/done\//);
  await main.getByRole('button', { name: 'Place the order' }).click();
  await expect(main.getByRole('heading', { name: 'Thank you! Your order is placed' })).toBeVisible({ timeout: 60_000 });
  expect(isLite(await confirmationHtml)).toBe(true);
  expect(await context.cookies()).not.toContainEqual(expect.objectContaining({ name: HTML_BASKET_COOKIE }));
  expect(await ordersByPhone(request, phone)).toHaveLength(1);
});
