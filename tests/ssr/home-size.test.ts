import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCatalogue } from '../../server/db/catalogue/import';
import { generatedCatalogue } from '../helpers/generated-catalogue';
import { startStorefront } from './support';
import { MENU_LD_MAX_ITEMS } from '../../client/features/catalogue/api/categories';

type Storefront = Awaited<ReturnType<typeof startStorefront>>;

const KB = 1024;
// the bound is 50 KB; the demo menu's "/" is 49,073 B (Russian, two bytes a letter): held to
// what it costs now with a little room, so a change that spends the headroom has to say so here.
// 49.5 since 027-first-page-start-decides.md: the start that imports the entry (1.8 KB, at the end of the
// HTML, after the first screen) replaced the head's entry and preloads (0.7 KB): 50,242 B then.
// 50 (the bound) since record 027's addendum: the held pictures' observer (~430 B at the end of the HTML;
// a held <img> is 15 B shorter than a lazy one) keeps ~20 KB of pictures off a slow first visit: 50,911 B closed
const HOME_LIMIT = 50 * KB;
const bytes = (html: string) => Buffer.byteLength(html);

/** What the page shows and what it carries besides: card names, dehydrated dishes, JSON-LD items. */
function anatomy(html: string) {
  const cards = [...html.matchAll(/<h3 class="product-card__name">([^<]*)<\/h3>/g)].map((m) => m[1]);
  const boot = JSON.parse(/window\.__BOOT__=(.*?);(?:\(function\(w,d\)|<\/script>)/s.exec(html)![1]);
  const menu = boot.state.queries.find((q: { queryKey: unknown[] }) => q.queryKey[0] === 'home-menu');
  const dehydratedDishes: string[] = menu.state.data.data.flatMap((c: { products: Record<string, string>[] }) =>
    c.products.map((p) => p[Object.keys(p).find((k) => k.startsWith('name_'))!]),
  );
  const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
  const ldSections: { name: string; hasMenuItem: { name: string }[] }[] = ld.flatMap((r) => r.hasMenu?.hasMenuSection ?? []);
  const ldItems = ldSections.flatMap((section) => section.hasMenuItem.map((i) => i.name));
  const dehydratedKeys: string[] = boot.state.queries.map((q: { queryKey: unknown[] }) => q.queryKey[0]);
  return { cards, dehydratedDishes, ldSections, ldItems, boot, dehydratedKeys };
}

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");

describe('the home page costs what it shows, however big the menu', () => {
  let shop: Storefront;

  /** Every category with dishes and its dishes' names, in the page's language, as the API lists them. */
  async function wholeMenu(path: string) {
    const language = path === '/' ? 'ru' : path.slice(1);
    const response = await fetch(`${shop.url}/back/api/v1/categories?with_products=true&products_per_category=100&limit=100&localized=1`, {
      headers: { 'Accept-Language': language },
    });
    // localized=1: each name in the page's language only, as name_{language}
    const name = `name_${language}`;
    type Named = Record<string, string>;
    const { data } = (await response.json()) as { data: (Named & { products?: Named[] })[] };
    return data.filter((c) => c.products?.length).map((c) => ({ name: c[name], dishes: c.products!.map((p) => p[name]) }));
  }

  describe('the demo menu (51 dishes)', () => {
    beforeAll(async () => {
      // 01:00 in Ashgabat: closed, so the page carries its closed banner too (the heavier of the two states)
      shop = await startStorefront({}, () => new Date('2026-12-02T20:00:00Z'));
    });
    afterAll(() => shop.close());

    it.each(['/', '/en', '/tm'])('%s is at most 50 KB, its data is the cards it shows, its JSON-LD the whole menu', async (path) => {
      const html = await (await fetch(`${shop.url}${path}`)).text();
      expect(bytes(html)).toBeLessThanOrEqual(HOME_LIMIT);
      const { cards, dehydratedDishes, ldSections, ldItems, dehydratedKeys } = anatomy(html);
      expect(cards.length).toBeGreaterThan(0);
      expect(dehydratedDishes).toEqual(cards.map(decode));
      // the cards show no descriptions, so the browser's data carries none (the dish's modal reads its own)
      expect(JSON.stringify(anatomy(html).boot.state)).not.toMatch(/"description_(ru|en|tm)"/);
      expect(html).toContain('shop-status-banner');
      // issue 38 item 16: every section with every dish, whatever the page shows before it scrolls
      const menu = await wholeMenu(path);
      expect(ldSections.map((section) => section.name)).toEqual(menu.map((c) => c.name));
      expect(ldItems).toEqual(menu.flatMap((c) => c.dishes));
      expect(ldItems.length).toBeGreaterThan(cards.length);
      // what only search engines read stays out of the browser's data, and after the cards
      expect(dehydratedKeys).not.toContain('menu-ld');
      expect(html.indexOf('application/ld+json')).toBeGreaterThan(html.lastIndexOf('product-card__name'));
    });

    it('the page carries its own language only: no other language’s names, descriptions or dictionary', async () => {
      const html = await (await fetch(`${shop.url}/en`)).text();
      const { boot } = anatomy(html);
      const state = JSON.stringify(boot.state);
      expect(state).not.toMatch(/"(name|description)_(ru|tm)"/);
      expect(state).not.toContain('Плов');
      expect(state).not.toContain('Palow');
      // the dictionary comes with the page's code; inline only the notice shown when that code cannot load
      expect(Object.keys(boot.dict)).toEqual(['chunk_errors']);
    });
  });

  describe('5,000 dishes in 50 categories, loaded through the catalogue import', () => {
    beforeAll(async () => {
      shop = await startStorefront();
      const result = await importCatalogue(shop.database, JSON.stringify(generatedCatalogue(5000)));
      expect(result.ok).toBe(true);
    }, 120_000);
    afterAll(() => shop.close());

    it.each(['/', '/en', '/tm'])('%s stays under 200 KB and shows the first row of the first categories', async (path) => {
      const html = await (await fetch(`${shop.url}${path}`)).text();
      expect(bytes(html)).toBeLessThanOrEqual(200 * KB);
      const { cards, dehydratedDishes, ldSections, ldItems } = anatomy(html);
      expect(cards.length).toBeGreaterThan(0);
      expect(cards.length).toBeLessThanOrEqual(16);
      expect(dehydratedDishes).toEqual(cards.map(decode));
      // every one of the 50 sections is named; their dishes stop at the cap, the rest link to their page
      expect(ldSections).toHaveLength(50);
      expect(ldItems).toHaveLength(MENU_LD_MAX_ITEMS);
      expect(ldSections.at(-1)).toMatchObject({ hasMenuItem: [], url: expect.stringContaining('/products?category=') });
      // the last dish is on its category's page, not here
      expect(html).not.toMatch(/№5000|No\. 5000/);
    });
  });
});
