// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefront, scriptTags, type Storefront } from './support';
import { CLIENT_ENTRY, readManifest } from '../../server/ssr/assets';
import { firstLoadJs } from '../../bench/sizes';

// Issue 35 (docs/decisions/027-first-page-start-decides.md): the server cannot know a first visit's link, so
// a page without the slow cookie or Save-Data names neither the entry nor its module preloads in its head,
// where they shared a slow link with the stylesheet and first pictures. Its start, at the end of the HTML,
// asks the early contract's measure: on a fast link it imports the entry with the first load's modules at
// once, and the page hydrates as a full page did; on a slow one nothing of the code goes on the link yet.

let shop: Storefront;
beforeAll(async () => {
  shop = await startStorefront();
}, 60_000);
afterAll(() => shop.close());

const entry = `/${readManifest('dist/client')[CLIENT_ENTRY].file}`;
const page = async (path: string) => {
  const res = await fetch(`${shop.url}${path}`, { headers: { Cookie: 'locale=en' } });
  expect(res.status).toBe(200);
  return res.text();
};
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
/** the page's own inline start, the boot data's script, run in this window with import() recorded */
function runStart(html: string, measure: () => number) {
  const imported: string[] = [];
  const boot = /<script[^>]*>(window\.__BOOT__=[\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(boot).toBeDefined();
  document.head.innerHTML = '';
  window.__taps = { q: [], done: 0, w: measure };
  (window as unknown as { __import: (url: string) => void }).__import = (url) => void imported.push(url);
  new Function(boot!.replace('import(E)', 'window.__import(E)'))();
  const preloaded = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
  window.__taps = undefined;
  return { imported, preloaded };
}

describe('a page whose link is unknown', () => {
  it.each(['/en', '/en/products/1', '/en/checkout'])(
    '%s: no entry and no module preload in its head, nor an entry script',
    async (path) => {
      const html = await page(path);
      expect(head(html)).not.toMatch(/rel="modulepreload"/);
      expect(head(html)).not.toContain(entry);
      expect(scriptTags(html).filter((tag) => tag.includes(entry))).toHaveLength(0);
      // the stylesheet is still in the head: it goes first
      expect(head(html)).toContain('rel="stylesheet"');
    },
  );

  it('on a fast link its start imports the entry at once, with the first load’s modules preloaded: the page hydrates', async () => {
    const html = await page('/en');
    const { imported, preloaded } = runStart(html, () => 0);
    expect(imported).toEqual([entry]);
    const first = firstLoadJs().files;
    expect(preloaded.length).toBeGreaterThan(0);
    for (const href of preloaded) expect(first).toContain(href);
  });

  it('on a slow link its start puts nothing of the code on the link', async () => {
    const { imported, preloaded } = runStart(await page('/en'), () => 1);
    expect([imported, preloaded]).toEqual([[], []]);
  });
});
