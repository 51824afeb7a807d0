import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefront, scriptTags, type Storefront } from './support';
import { CLIENT_ENTRY, readManifest } from '../../server/ssr/assets';
import { SLOW_LINK_COOKIE } from '../../shared/slow-link';
import { EARLY_TAPS_SCRIPT } from '../../client/browser/early-taps-script';

// Issue 35 (docs/decisions/023-lite-pages-on-a-slow-link.md): a tab the early contract found slow sends its
// cookie, and its pages come without module preloads and without the entry script: the entry is
// imported once the hydration gate opens (client/browser/lite-start-script.ts). Every other request gets
// the page as before. The guest page cache keeps the two apart, and no cache may give one for the other.

let shop: Storefront;
beforeAll(async () => {
  shop = await startStorefront();
}, 60_000);
afterAll(() => shop.close());

const entry = `/${readManifest('dist/client')[CLIENT_ENTRY].file}`;
const get = async (path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${shop.url}${path}`, { headers: { Cookie: 'locale=en', ...headers } });
  expect(res.status).toBe(200);
  return { html: await res.text(), vary: res.headers.get('vary') ?? '', cacheControl: res.headers.get('cache-control') ?? '' };
};
const slow = { Cookie: `locale=en; ${SLOW_LINK_COOKIE}=1` };
const modulePreloads = (html: string) => (html.match(/<link\b[^>]*rel="modulepreload"[^>]*>/g) ?? []).length;
const entryTags = (html: string) => scriptTags(html).filter((tag) => tag.includes(entry));
// a page whose link is unknown has the start too, one that decides: a fast measure imports the entry at once (025)
const decides = (html: string) => html.includes('function decide(');

describe('a slow tab’s lite page', () => {
  it.each(['/en', '/en/checkout', '/en/products/1'])('%s: no module preload, no entry script, the gate’s start instead', async (path) => {
    const normal = await get(path);
    expect(decides(normal.html)).toBe(true);

    const lite = await get(path, slow);
    expect(modulePreloads(lite.html)).toBe(0);
    expect(entryTags(lite.html)).toHaveLength(0);
    // the entry is named only inside the start script, which imports it when the gate opens
    expect(lite.html).toContain(`E=${JSON.stringify(entry)}`);
    expect(lite.html).toContain('__gateOpen=1');
    expect(decides(lite.html)).toBe(false);
    // the same page otherwise: the early contract, the stylesheet, the boot data
    expect(lite.html.split(EARLY_TAPS_SCRIPT)).toHaveLength(2);
    expect(lite.html).toContain('rel="stylesheet"');
    expect(lite.html).toContain('window.__BOOT__=');
  });

  it('Save-Data asks for the lite page too', async () => {
    const lite = await get('/en/contacts', { 'Save-Data': 'on' });
    expect(modulePreloads(lite.html)).toBe(0);
    expect(entryTags(lite.html)).toHaveLength(0);
  });

  it('the page cache keeps the two apart, whichever comes first, and the answers vary by cookie', async () => {
    for (const [first, second] of [
      [{}, slow],
      [slow, {}],
    ]) {
      const path = first === slow ? '/en/catalogue' : '/en/about-us';
      for (const headers of [first, second, first, second]) {
        const page = await get(path, headers);
        const isLite = headers === slow;
        expect(decides(page.html), `${path} ${isLite ? 'lite' : 'normal'}`).toBe(!isLite);
        expect(page.vary).toMatch(/\bCookie\b/i);
        expect(page.vary).toMatch(/\bSave-Data\b/i);
        expect(page.cacheControl).toContain('private');
      }
    }
  });
});
