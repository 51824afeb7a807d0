import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefront, type Storefront } from './support';
import { firstLoadJs } from '../../bench/sizes';
import { CLIENT_ENTRY, readManifest } from '../../server/ssr/assets';

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
// as `npm run bench` reports it). The issue asks for 100 KB; the ceiling enforced here is today's, to be
// lowered as the page's own code shrinks (docs/decisions.md).
// Raised on the merge of the offline basket and queue, the shop status and the delivery zones
// (137 → 141 on home, 145 → 150 on checkout); lowered again with the stack in one 'framework' chunk
// (home 140.7 → 136.9 KB, 45 → 38 files); product and list +0.5 for the document's in-browser
// state that replaced a forced synchronous re-render after hydration (product 136.1 KB); +1 KB when
// the entry began to evaluate the stack and the shop's code in two tasks (two more files: home
// 137.4 → 138.3 KB, for a median mobile blocking time of 281 → 156 ms on home, 390 → 204 on product);
// +0.2 KB for the reads asked for as the page starts and the compile hints (home 138.7 KB), which took
// the main thread's lazy compiling on a slow phone from about 220 to 55 ms; +0.2 KB on home for Back
// bringing every loaded page of sections and "More sections" by keyboard (home 139.0 KB), +0.03 KB
// everywhere for the guest basket that no longer re-renders every card when its dishes answer.
// Lowered with the shop's code every page runs in one 'shop' chunk and a page's shared modules in a
// few (vite.config.ts): fewer files compress better (home 139.0 → 130.5 KB, checkout 147.8 → 139.0).
// Lowered with the data router left for the declarative one and our own loader layer
// (client/router/shop-router.tsx): home 130.4 → 114.7 KB, list 128.6 → 112.9, product 129.9 → 114.2,
// checkout 139.0 → 123.2; +0.3–0.5 KB for a lazy part (a modal's content, the map) that says in place
// that its code did not come offline, instead of the error page taking the shop (components/lazy-part.tsx).
// +0.05–0.1 KB for the routes on screen matched once per path (router/match-routes.ts), +0.1 KB for
// links made of the navigator and location alone (components/link.tsx), less the analytics and
// service-worker start, now loaded after the page: an uncached server render 30–40 % faster.
// +0.02 KB for TanStack Query's options merged with Object.assign (patches/: uncached renders
// 13 % faster), +0.05 KB for a failed page's routes matched once per path (a 404 renders ~20 % faster).
const FIRST_LOAD_TARGET_KB = 100;
// with the words of the page's dictionary it loads before hydrating (counted since issue 13's dictionary
// split; the whole dictionary, 5.8 KB, was loaded but not counted before: home was 121.16 KB in truth).
// +0.06 KB for the checkout's loader bringing the delivery zones (a dynamic import in the route table):
// the form shows its delivery terms at once instead of pushing the submit button down in view;
// −0.57 KB for the promo's host, its rules and timers loaded once the page has hydrated; +0.06 KB for
// the words a page looks up kept per dictionary (client/i18n.tsx), instead of rosetta's key split and
// template run on every call, for every card, in every render and hydration
const FIRST_LOAD_CEILING_KB: Record<string, number> = { home: 117.87, products: 116.08, product: 117.36, checkout: 129.94 };
// and as files: each is a request, and on HTTP/1.1's six connections a slow phone's round trips queue
// them (home had 41 before the 'shop' chunk; Lighthouse's mobile LCP counted every one)
const FIRST_LOAD_FILES: Record<string, number> = { home: 10, products: 9, product: 11, checkout: 13 };

describe('first-load JS of the storefront pages (built manifest)', () => {
  it.each(Object.entries(FIRST_LOAD_CEILING_KB))('%s stays within its ceiling', (page, ceiling) => {
    const kb = firstLoadJs(page).gzipBytes / 1024;
    expect(ceiling).toBeGreaterThanOrEqual(FIRST_LOAD_TARGET_KB);
    expect(kb).toBeLessThanOrEqual(ceiling);
  });

  it.each(Object.entries(FIRST_LOAD_FILES))('%s loads at most its number of files', (page, most) => {
    expect(firstLoadJs(page).files.length).toBeLessThanOrEqual(most);
  });
});

// Issue 13: the entry evaluates the stack and the shop's own code in two tasks (client/entry-client.tsx);
// a static import added to the entry would pull either back into one long task. Both are still
// preloaded by every page's head, so nothing is fetched later than before the split.
describe('the entry evaluates in two steps', () => {
  const built = () => {
    const manifest = readManifest('dist/client');
    const framework = Object.values(manifest).find((chunk) => chunk.file.includes('framework-'))!;
    return { manifest, entry: manifest[CLIENT_ENTRY], framework, start: manifest['client/start-client.tsx'] };
  };

  it('imports neither the stack nor the shop code statically', () => {
    const { manifest, entry, framework, start } = built();
    const statics = (entry.imports ?? []).map((key) => manifest[key].file);
    expect(statics).not.toContain(framework.file);
    expect(statics).not.toContain(start.file);
    expect(entry.dynamicImports).toContain('client/start-client.tsx');
  });

  it('has both preloaded in the head of a page', async () => {
    const { manifest, framework, start } = built();
    const preloads = [...(await page('/products/1')).matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloads).toEqual(expect.arrayContaining([`/${framework.file}`, `/${start.file}`]));
    for (const key of start.imports ?? []) expect(preloads).toContain(`/${manifest[key].file}`);
  });
});

// Issue 13: V8's explicit compile hint opens the chunks every page runs as it starts (vite.config.ts),
// so their functions compile on a background thread while they stream in. Anywhere but the very first
// line it is an ordinary comment, and the main thread compiles them one by one again.
describe('compile hints', () => {
  it("open the stack and the shop's chunk, and no other chunk", () => {
    const manifest = readManifest('dist/client');
    const hinted = Object.values(manifest)
      .filter((chunk) => chunk.file.endsWith('.js'))
      .filter((chunk) => fs.readFileSync(path.join('dist/client', chunk.file), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n'))
      .map((chunk) => path.basename(chunk.file).replace(/-[\w-]{8}\.js$/, ''));
    expect(hinted.sort()).toEqual(['framework', 'shop']);
  });
});
