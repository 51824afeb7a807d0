import fs from 'node:fs';
import { expect, FAILED_LOAD, test, waitForHydration } from './fixtures';
import { holdRequests } from './held-requests';
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

// Issue 13, item 1: a browsing page hydrates with the words its first render needs; the others come
// after the load, and a part opened before they came waits for them instead of showing a key.
test.describe('the first-render words', () => {
  // a Russian browser: "/" is the Russian home page (an English one is served "/en" there)
  // and the 404 page's own status is reported by the browser as a failed load
  test.use({ locale: 'ru-RU', allowedConsoleErrors: [FAILED_LOAD] });
  // every key of the storefront's dictionary that could not be a word of its own ("group.word", "a_word")
  const keysOf = (node: unknown, prefix = ''): string[] =>
    typeof node === 'object' && node !== null
      ? Object.entries(node).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key))
      : [prefix];
  const KEYS = keysOf(JSON.parse(fs.readFileSync('locales/en.json', 'utf8'))).filter((key) => !key.startsWith('desk') && /[._]/.test(key));
  const wordFile = (locale: string, part: string) => `/${manifest[`locales/${locale}.${part}.storefront.json`].file}`;

  test('browsing pages in every language hydrate, and say what they should, without the rest of the dictionary', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    // the rest never comes: a word missing from the first part would show as its key, or break hydration
    await page.route(/\.(rest|all)\.storefront-[^/]*\.js$/, () => {});
    // every browsing page in Russian; the home page and a product in the other two (the same words by
    // other names, and each language's own list of language names)
    const visits = [
      ...['', '/catalogue', '/products?category=1', '/products/1', '/about-us', '/?product_id=2', '/no-such-page'].map((path) => [
        'ru',
        path,
      ]),
      ...['en', 'tm'].flatMap((locale) => ['', '/products/1?product_id=2'].map((path) => [locale, `/${locale}${path}`])),
    ];
    for (const [locale, path] of visits) {
      await page.goto(path || '/');
      await waitForHydration(page);
      const text = await page.locator('body').innerText();
      // a missing word shows as its key (client/i18n.tsx)
      expect(
        KEYS.filter((key) => text.includes(key)),
        `${path}: keys instead of words`,
      ).toEqual([]);
      expect(requested, path).toContain(wordFile(locale, 'first'));
    }
    expect(requested.filter((p) => p.includes('.all.storefront-'))).toEqual([]);
  });

  test('a panel opened before the rest of the words came waits for them', async ({ page }) => {
    const rest = await holdRequests(page, /\.rest\.storefront-[^/]*\.js$/);
    await openHome(page);
    await addToBasket(page, 'Plov');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Basket/ })
      .click();
    const panel = page.getByRole('dialog', { name: 'Basket' });
    await expect(panel).toBeVisible();
    // its content waits for its words (a key would be the alternative)
    await expect(panel.getByText('Prepare order')).toHaveCount(0);
    rest.release();
    await expect(panel.getByText('Prepare order')).toBeVisible();
    await expect(panel.getByText('Total', { exact: true })).toBeVisible();
    expect(await panel.innerText()).not.toMatch(/\b(basket|checkout|shell|modals)[a-z_]*\.[a-z_]+/);
  });

  test('checkout, which says more, loads every word in one file before it hydrates', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/en/checkout');
    await waitForHydration(page);
    expect(requested).toContain(wordFile('en', 'all'));
    expect(requested).not.toContain(wordFile('en', 'first'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.locator('main').innerText()).not.toMatch(/\bcheckout\.[a-z_]+/);
  });
});
