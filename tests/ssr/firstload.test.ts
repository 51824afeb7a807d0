import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefront, type Storefront } from './support';
import { firstLoadJs } from '../../bench/sizes';

// Issue 13, item 3: a storefront page has one render-blocking stylesheet (the shell's, with every
// storefront sheet in it); the desk's and the address map's come with their own code.

let shop: Storefront;
beforeAll(async () => {
  shop = await startStorefront();
  await fetch(`${shop.url}/`, { headers: { Cookie: 'locale=ru' } }); // the first render loads the render bundle
}, 60_000);
afterAll(() => shop.close());

const page = async (path: string) => {
  const res = await fetch(`${shop.url}${path}`, { headers: { Cookie: 'locale=ru' } });
  expect(res.status).toBe(200);
  return res.text();
};
/** <link rel="stylesheet"> tags without a media query that could make them non-blocking. */
const blockingStylesheets = (html: string) =>
  (html.match(/<link\b[^>]*>/g) ?? []).filter((tag) => /\brel="stylesheet"/.test(tag) && !/\bmedia="(?!all")/.test(tag));

describe('render-blocking stylesheets', () => {
  it.each(['/', '/en', '/catalogue', '/products?category=1', '/products/1', '/checkout', '/about-us', '/tm/contacts'])(
    '%s has exactly one',
    async (path) => {
      expect(blockingStylesheets(await page(path))).toHaveLength(1);
    },
  );
});

// Issue 13, item 3: first-load JS (the entry, its static imports and the page's own module, gzip -9,
// as `npm run bench` reports it). The issue asks for 100 KB; the data router alone is 28 KB of it
// (docs/decisions.md), so the ceiling enforced here is today's, to be lowered as the router goes.
// Raised on the merge of the offline basket and queue, the shop status and the delivery zones
// (137 → 141 on home, 145 → 150 on checkout); lowered again with the stack in one 'framework' chunk
// (home 140.7 → 136.9 KB, 45 → 38 files); product and list +0.5 for the document's in-browser
// state that replaced a forced synchronous re-render after hydration (product 136.1 KB).
const FIRST_LOAD_TARGET_KB = 100;
const FIRST_LOAD_CEILING_KB: Record<string, number> = { home: 137.5, products: 136.5, product: 136.5, checkout: 146.5 };

describe('first-load JS of the storefront pages (built manifest)', () => {
  it.each(Object.entries(FIRST_LOAD_CEILING_KB))('%s stays within its ceiling', (page, ceiling) => {
    const kb = firstLoadJs(page).gzipBytes / 1024;
    expect(ceiling).toBeGreaterThanOrEqual(FIRST_LOAD_TARGET_KB);
    expect(kb).toBeLessThanOrEqual(ceiling);
  });
});
