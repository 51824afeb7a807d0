import type { Route } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { workerReady } from './offline-helpers';
import { openHome, orderFromBasket } from './account-helpers';

test.use({ serviceWorkers: 'allow' });

// The repeat visit of issue 35's evening: the worker kept the delivery zones and estimates when it
// activated, so the basket panel and the checkout do not wait a round trip for them (docs/decisions/024).
test("a repeat visit's checkout has the delivery terms the worker kept, with the network still to answer them", async ({
  page,
  context,
}) => {
  await openHome(page);
  await workerReady(page);
  await expect
    .poll(() =>
      page.evaluate(() => caches.open('shop-live').then(async (cache) => (await cache.keys()).map((r) => new URL(r.url).pathname))),
    )
    .toEqual(expect.arrayContaining(['/back/api/v1/zones', '/back/api/v1/shop/estimates']));
  await page.close();

  // from now on the network never answers these two: only the worker's copies can
  const held: Route[] = [];
  await context.route(/\/back\/api\/v1\/(zones|shop\/estimates)$/, (route) => void held.push(route));
  const repeat = await context.newPage();
  const fromWorker: string[] = [];
  repeat.on('response', (response) => {
    if (/\/(zones|estimates)$/.test(response.url()) && response.fromServiceWorker()) fromWorker.push(new URL(response.url()).pathname);
  });
  await openHome(repeat);
  await orderFromBasket(repeat);
  expect(fromWorker).toEqual(expect.arrayContaining(['/back/api/v1/zones', '/back/api/v1/shop/estimates']));
  // the worker did ask the network (held here) to refresh its copies
  expect(held.length).toBeGreaterThan(0);
  await Promise.all(held.map((route) => route.abort().catch(() => {})));
});

test('a refresh of the zones goes to the network, not to the kept copy', async ({ page }) => {
  await openHome(page);
  await workerReady(page);
  await waitForHydration(page);
  const read = () =>
    page.evaluate(async () => {
      const response = await fetch('/back/api/v1/zones', { headers: { Accept: 'application/json', 'Accept-Language': 'en' } });
      return response.headers.get('x-request-id');
    });
  // each answer from the network carries a request id of its own; the kept copy repeats the one it was kept with
  const kept = await page.evaluate(async () => {
    const cache = await caches.open('shop-live');
    const keys = await cache.keys();
    const zones = keys.find((r) => r.url.endsWith('/zones'));
    return zones ? (await cache.match(zones))?.headers.get('x-request-id') : null;
  });
  expect(kept).toBeTruthy();
  const first = await read();
  const second = await read();
  expect(first).toBe(kept);
  expect(second).not.toBe(kept);
});
