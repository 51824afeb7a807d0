import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefront, type Storefront } from './support';
import { afterLoadJs, firstLoadJs } from '../../bench/sizes';
import { CLIENT_ENTRY, readManifest } from '../../server/ssr/assets';

// the modules a page preloads: in its head, or (a page whose link is unknown, 025; a lite page, 023) in its start's list
const pagePreloads = (html: string) => [
  ...[...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]),
  ...(JSON.parse(/,P=(\[[^\]]*\])/.exec(html)?.[1] ?? '[]') as string[]),
];

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

// Issue 13, item 3: first-load JS (the entry and what a page's head preloads, gzip -9, as `npm run bench`
// reports it): the same on every storefront page since the shop's part of the page, the page's code and
// its words load once the browser is idle after load (client/app/shop-part-loader.ts, docs/decisions.md).
// The history of the ceilings before that (home 139 KB down to 117.9 KB) is in git log of this file.
const FIRST_LOAD_TARGET_KB = 100;
// today's figure with a little room: lowered as the start-up code shrinks. 97.4 KB before issue 36;
// 97.9–98.2 KB with dish choices, pickup and serving hours in the basket's start-up code (the same
// source built twice differs by 0.25 KB: rolldown names the framework chunk's helpers differently)
const FIRST_LOAD_CEILING_KB = 99;
// and as files: each is a request, and on HTTP/1.1's six connections a slow phone's round trips queue
// them (home had 41 before the 'shop' chunk; Lighthouse's mobile LCP counted every one)
const FIRST_LOAD_FILES = 6;

describe('first-load JS of the storefront pages (built manifest)', () => {
  it("stays within its ceiling, under the issue's 100 KB", () => {
    expect(FIRST_LOAD_CEILING_KB).toBeLessThanOrEqual(FIRST_LOAD_TARGET_KB);
    expect(firstLoadJs().gzipBytes / 1024).toBeLessThanOrEqual(FIRST_LOAD_CEILING_KB);
  });

  it('is at most its number of files', () => {
    expect(firstLoadJs().files.length).toBeLessThanOrEqual(FIRST_LOAD_FILES);
  });

  // a page's head may preload nothing beyond the first load: not its own code, the shop's part or its words
  it.each(['/', '/products?category=1', '/products/1', '/checkout', '/tm/orders', '/no-such-page'])(
    '%s preloads only the first load',
    async (path) => {
      const res = await fetch(`${shop.url}${path}`, { headers: { Cookie: 'locale=ru' } });
      const preloads = pagePreloads(await res.text());
      const first = firstLoadJs().files;
      expect(preloads.length).toBeGreaterThan(0);
      for (const href of preloads) expect(first).toContain(href);
    },
  );

  it('leaves the shop part and a page something to load after load', () => {
    for (const page of ['home', 'product', 'checkout']) expect(afterLoadJs(page).files.length).toBeGreaterThan(1);
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
    const preloads = pagePreloads(await page('/products/1'));
    expect(preloads).toEqual(expect.arrayContaining([`/${framework.file}`, `/${start.file}`]));
    for (const key of start.imports ?? []) expect(preloads).toContain(`/${manifest[key].file}`);
  });
});

// Issue 13: V8's explicit compile hint opens the chunks every page runs as it starts (vite.config.ts),
// so their functions compile on a background thread while they stream in. Anywhere but the very first
// line it is an ordinary comment, and the main thread compiles them one by one again.
describe('compile hints', () => {
  it("open the stack, the shop's chunk and its part's, and no other chunk", () => {
    const manifest = readManifest('dist/client');
    const hinted = Object.values(manifest)
      .filter((chunk) => chunk.file.endsWith('.js'))
      .filter((chunk) => fs.readFileSync(path.join('dist/client', chunk.file), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n'))
      .map((chunk) => path.basename(chunk.file).replace(/-[\w-]{8}\.js$/, ''));
    // the part's two files: its modules, and the tiny one its dynamic import names
    expect(hinted.sort()).toEqual(['framework', 'shop', 'shop-part', 'shop-part']);
  });
});
