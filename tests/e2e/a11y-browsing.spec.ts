import type { APIRequestContext } from '@playwright/test';
import { locales } from '../../shared/locale';
import { ROUTE_EXAMPLES, type Visit } from '../helpers/route-examples';
import { axeViolations, browserLocale, dictionary, lighthousePhone, pathIn, signedInCustomerWithOrder } from './a11y-helpers';
import { expect, FAILED_LOAD, test, waitForHydration } from './fixtures';

// Every route of the route table (tests/helpers/route-examples.ts) in every language, hydrated,
// through axe: 0 violations of any impact. One page load per example page; a customer's checkout also
// on Lighthouse's phone.

// the browser logs every 404 page it loads
test.use({ allowedConsoleErrors: [FAILED_LOAD] });

async function check(page: import('@playwright/test').Page, visit: Visit, url: string) {
  const response = await page.goto(url);
  if (visit.status) expect(response?.status(), url).toBe(visit.status);
  await waitForHydration(page);
  // the page asked for, in its language (not redirected to another)
  expect(page.url().slice(new URL(page.url()).origin.length), url).toBe(url);
  expect(await axeViolations(page), url).toEqual([]);
}

for (const locale of locales) {
  test.describe(`${locale}`, () => {
    test.use({ locale: browserLocale[locale] });

    for (const [routePath, examples] of Object.entries(ROUTE_EXAMPLES)) {
      test(`route "${routePath || 'home'}" has no accessibility violations`, async ({ page, request }) => {
        const pages = await request.get('/back/api/v1/pages');
        expect(pages.status()).toBe(200);
        const slugs = ((await pages.json()) as { data: { slug: string }[] }).data.map((p) => p.slug);
        // a guest sees the sign-in prompt on any order's page; every 404 is one page, checked once (route "*")
        const trackingPath = ['track/:token', 'checkout/done/:token'].includes(routePath) ? await guestTrackingPath(request) : undefined;
        const visits = examples({ orderId: 1, slugs, trackingPath }).filter(
          (v) => v.visitor === 'guest' && (v.status !== 404 || routePath === '*'),
        );
        expect(visits.length, 'each route has a page to check').toBeGreaterThan(0);
        for (const visit of visits) {
          await check(page, visit, pathIn(visit.path, locale));
        }
      });
    }

    test("a customer's pages (home, checkout with a basket, orders, an order) have no accessibility violations", async ({ page }) => {
      const orderId = await signedInCustomerWithOrder(page.request);
      const own = Object.values(ROUTE_EXAMPLES)
        .flatMap((examples) => examples({ orderId, slugs: [] }))
        .filter((v) => v.visitor === 'customer');
      expect(own.length).toBeGreaterThanOrEqual(4);
      for (const visit of own) await check(page, visit, pathIn(visit.path, locale));
    });

    test.describe('on a phone', () => {
      test.use(lighthousePhone);

      test("a customer's checkout with a basket has no accessibility violations as it opens", async ({ page }) => {
        await signedInCustomerWithOrder(page.request);
        await page.goto(pathIn('/checkout', locale));
        await waitForHydration(page);
        await expect(page.getByRole('main').getByRole('button', { name: dictionary(locale)('checkout.submit') })).toBeVisible();
        // where Lighthouse looks: the top, the fields at the screen's foot meeting its bars
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        expect(await axeViolations(page)).toEqual([]);
      });
    });
  });
}

/** A guest order's tracking page, from the answer that placed it. */
async function guestTrackingPath(request: APIRequestContext): Promise<string> {
  const placed = await request.post('/back/api/v1/orders-web', {
    headers: { 'Idempotency-Key': `a11y-track-${Date.now()}-${Math.random()}` },
    data: {
      name: 'Jeren',
      phone: '+99365000002',
      address: 'Magtymguly 14',
      payment_method: 'card',
      delivery_time: 'asap',
      items: [{ product_id: 1, quantity: 1 }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { data: { tracking_url: string } }).data.tracking_url;
}
