import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESK_ENTRY, DESK_MANIFEST, readManifest } from '../../server/ssr/assets';
import { scriptTags, startStorefront, type Storefront } from './support';

// The desk's own page: a small document per language with the desk's script, none of the storefront's.

let shop: Storefront;
beforeAll(async () => {
  shop = await startStorefront();
});
afterAll(() => shop?.close());

// a browser, not a bot (bots are never redirected)
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

const deskScript = `/${readManifest('dist/client', DESK_MANIFEST)[DESK_ENTRY].file}`;

describe('/desk, /en/desk, /tm/desk', () => {
  for (const [url, lang, title] of [
    ['/desk', 'ru', 'Пульт заказов'],
    ['/en/desk', 'en', 'Orders desk'],
    ['/tm/desk', 'tk', 'Sargytlar pulty'],
    // the kitchen display is the same document: the desk's script shows it there
    ['/en/desk/kitchen', 'en', 'Orders desk'],
    ['/tm/desk/kitchen', 'tk', 'Sargytlar pulty'],
  ] as const) {
    it(`${url}: the desk's document in its language, its script with the page's nonce, noindex and always revalidated`, async () => {
      const res = await fetch(`${shop.url}${url}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain(`<title>${title} — `);
      expect(html.match(/<h1>(.*?)<\/h1>/)?.[1]).toBe(title);
      expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      // private: no shared cache; the service worker keeps it for a tablet offline (issue 39)
      expect(res.headers.get('cache-control')).toBe('private, no-cache');
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
      expect(nonce).toBeTruthy();
      const scripts = scriptTags(html);
      expect(scripts).toHaveLength(2);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
      expect(scripts[1]).toContain(`src="${deskScript}"`);
      // none of the storefront: its boot, its entry, its header
      expect(html).not.toContain('__BOOT__=');
      expect(html).not.toContain('entry-client');
      expect(html).not.toContain('<header');
    });
  }

  it('the locale rules of every page hold: /ru/desk is /desk, the chosen language leads there', async () => {
    const ru = await fetch(`${shop.url}/ru/desk`, { redirect: 'manual' });
    expect([ru.status, ru.headers.get('location')]).toEqual([301, '/desk']);
    const chosen = await fetch(`${shop.url}/desk`, { redirect: 'manual', headers: { Cookie: 'locale=tm', 'User-Agent': BROWSER } });
    expect([chosen.status, chosen.headers.get('location')]).toEqual([302, '/tm/desk']);
  });

  it('is not a storefront page any more: no payload, no route', async () => {
    expect((await fetch(`${shop.url}/en/desk/_payload.json`)).status).toBe(404);
  });

  it("a storefront page carries none of the desk's strings in its boot data", async () => {
    for (const url of ['/', '/en/catalogue', '/tm/checkout']) {
      const html = await (await fetch(`${shop.url}${url}`, { headers: { 'User-Agent': BROWSER } })).text();
      const boot = JSON.parse(/window\.__BOOT__=(.*?);(?:\(function\(w,d\)|<\/script>)/s.exec(html)![1]) as {
        dict: Record<string, unknown>;
      };
      expect(boot.dict.desk, url).toBeUndefined();
    }
    // nor do the dictionary's chunks a storefront page loads (after load, with the shop's part of the page)
    const manifest = readManifest('dist/client');
    const chunks = Object.keys(manifest).filter((key) => /^locales\/(ru|en|tm)\.(first|rest|all)\.storefront\.json$/.test(key));
    expect(chunks).toHaveLength(9);
    for (const key of chunks) {
      const code = await (await fetch(`${shop.url}/${manifest[key].file}`)).text();
      if (key.includes('.first.') || key.includes('.all.')) expect(code, key).toContain('add_to_basket');
      expect(code, key).not.toMatch(/\bdesk(_\w+)?:/);
    }
  });
});
