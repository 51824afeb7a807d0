import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { main, setStatus } from './account-helpers';
import { postGuestOrder } from './desk-helpers';

// Issue 35: the tracking page stays live without scripts. While the order is open its <head> holds a
// <noscript> refresh (client/features/orders/components/no-script-refresh.tsx), so the page reloads
// itself and shows the shop's change with no tap; a final order's page does not reload; with scripts
// the refresh is inert text and the page follows the order's events instead (tracking.spec.ts).

async function trackedOrder(request: APIRequestContext) {
  const res = await postGuestOrder(request, randomUUID());
  expect(res.status(), await res.text()).toBe(201);
  const { data } = (await res.json()) as { data: { id: number; tracking_url: string } };
  return { id: data.id, path: `/en${data.tracking_url}` };
}

const REFRESH = 'head > noscript';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the tracking page of an open order refreshes itself and shows the shop's change", async ({ page, request }) => {
    test.setTimeout(90_000);
    const order = await trackedOrder(request);
    await page.goto(order.path);
    const status = main(page).getByText('Status:');
    await expect(status).toHaveText('Status: New');
    // scripts off: the parser reads <noscript> as markup, so the refresh is a real <meta>
    await expect(page.locator(`${REFRESH} > meta[http-equiv="refresh"]`)).toHaveAttribute('content', '30');
    const loads: number[] = [];
    page.on('load', () => loads.push(Date.now()));
    await setStatus(request, order.id, 'accepted');
    // no reload, no tap: the page comes again by itself within the refresh's 30 s
    await expect(status).toHaveText('Status: Accepted', { timeout: 40_000 });
    expect(loads.length).toBeGreaterThanOrEqual(1);
  });

  test('the page of a final order has nothing more to show and does not refresh', async ({ page, request }) => {
    const order = await trackedOrder(request);
    await setStatus(request, order.id, 'cancelled');
    await page.goto(order.path);
    await expect(main(page).getByText('Status:')).toHaveText('Status: Cancelled');
    await expect(page.locator(REFRESH)).toHaveCount(0);
    await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0);
  });
});

test('with JavaScript the refresh is inert: no <meta> refresh in the document, the page stays', async ({ page, request }) => {
  const order = await trackedOrder(request);
  await page.goto(order.path);
  await expect(main(page).getByText('Status:')).toHaveText('Status: New');
  // the server sent it, inside <noscript>, which a browser running scripts parses as text
  await expect(page.locator(REFRESH)).toHaveCount(1);
  await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0);
});
