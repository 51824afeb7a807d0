import fs from 'node:fs';
import { expect, FAILED_LOAD, test, waitForHydration } from './fixtures';
import { addToBasket, openHome } from './account-helpers';

// Issue 13, item 3: a page loads its own code only; another page's code is fetched when the shopper
// shows intent (pointer over a link, a finger on it, keyboard focus), never during the load.

interface ManifestChunk {
  file: string;
  imports?: string[];
}
const manifest: Record<string, ManifestChunk> = JSON.parse(fs.readFileSync('dist/client/.vite/manifest.json', 'utf8'));
/** The built file of a page's own module (client/app/routes/<page>.tsx). */
const routeFile = (page: string) => `/${manifest[`client/app/routes/${page}.tsx`].file}`;
const OTHER_PAGES = ['products', 'product', 'catalogue', 'checkout', 'content-page', 'orders', 'order', 'track'];

test("a home visit fetches no other page's code until a link is hovered or focused", async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/en');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  // the browser is idle for a while after the load: still nothing
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 300))));
  expect(requested).toContain(routeFile('home'));
  for (const other of OTHER_PAGES) expect(requested, `${other}'s code during the load`).not.toContain(routeFile(other));

  const soups = page.getByRole('banner').getByRole('link', { name: 'Soups', exact: true });
  const hovered = page.waitForRequest((request) => new URL(request.url()).pathname === routeFile('products'));
  await soups.hover();
  await hovered;

  const aboutUs = page.getByRole('contentinfo').getByRole('link', { name: 'About us' });
  const focused = page.waitForRequest((request) => new URL(request.url()).pathname === routeFile('content-page'));
  await aboutUs.focus();
  await focused;
});

test.describe('the address map', () => {
  // its tiles come from tile.openstreetmap.org, which a closed test network does not reach
  test.use({ allowedConsoleErrors: [FAILED_LOAD] });

  test('the checkout runs the address map (Leaflet) only when the map comes near the screen', async ({ page }) => {
    const mapCode = `/${manifest['client/features/addresses/components/map-picker.tsx'].file}`;
    await page.setViewportSize({ width: 412, height: 823 }); // Lighthouse's phone
    await openHome(page);
    await addToBasket(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/en/checkout');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const placeholder = page.getByRole('main').getByText('Loading the map…');
    await expect(placeholder).toBeVisible();
    expect(requested).not.toContain(mapCode);

    const fetched = page.waitForRequest((request) => new URL(request.url()).pathname === mapCode);
    await placeholder.scrollIntoViewIfNeeded();
    await fetched;
    await expect(placeholder).toHaveCount(0);
  });
});
