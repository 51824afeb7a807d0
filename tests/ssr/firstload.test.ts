import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefront, type Storefront } from './support';

// Issue 13, item 3: a storefront page has one render-blocking stylesheet (the shell's, with every
// storefront sheet in it); the desk's and the address map's come with their own code.

let shop: Storefront;
beforeAll(async () => {
  shop = await startStorefront();
});
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
