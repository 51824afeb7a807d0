import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCatalogue } from '../../server/db/catalogue/import';
import { generatedCatalogue } from '../helpers/generated-catalogue';
import { startStorefront } from './support';

type Storefront = Awaited<ReturnType<typeof startStorefront>>;

const KB = 1024;
const bytes = (html: string) => Buffer.byteLength(html);

/** What the page shows and what it carries besides: card names, dehydrated dishes, JSON-LD items. */
function anatomy(html: string) {
  const cards = [...html.matchAll(/<h3 class="product-card__name">([^<]*)<\/h3>/g)].map((m) => m[1]);
  const boot = JSON.parse(/window\.__BOOT__=(.*?);<\/script>/s.exec(html)![1]);
  const menu = boot.state.queries.find((q: { queryKey: unknown[] }) => q.queryKey[0] === 'home-menu');
  const dehydratedDishes: string[] = menu.state.data.data.flatMap((c: { products: Record<string, string>[] }) =>
    c.products.map((p) => p[Object.keys(p).find((k) => k.startsWith('name_'))!]),
  );
  const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
  const ldItems: string[] = ld.flatMap((r) =>
    (r.hasMenu?.hasMenuSection ?? []).flatMap((s: { hasMenuItem: { name: string }[] }) => s.hasMenuItem.map((i) => i.name)),
  );
  return { cards, dehydratedDishes, ldItems, boot };
}

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");

describe('the home page costs what it shows, however big the menu', () => {
  let shop: Storefront;

  describe('the demo menu (44 dishes)', () => {
    beforeAll(async () => {
      shop = await startStorefront();
    });
    afterAll(() => shop.close());

    it.each(['/', '/en', '/tm'])('%s is at most 50 KB and its data and JSON-LD are the cards it shows', async (path) => {
      const html = await (await fetch(`${shop.url}${path}`)).text();
      expect(bytes(html)).toBeLessThanOrEqual(50 * KB);
      const { cards, dehydratedDishes, ldItems } = anatomy(html);
      expect(cards.length).toBeGreaterThan(0);
      expect(dehydratedDishes).toEqual(cards.map(decode));
      expect(ldItems).toEqual(cards.map(decode));
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
      const { cards, dehydratedDishes, ldItems } = anatomy(html);
      expect(cards.length).toBeGreaterThan(0);
      expect(cards.length).toBeLessThanOrEqual(16);
      expect(dehydratedDishes).toEqual(cards.map(decode));
      expect(ldItems).toEqual(cards.map(decode));
      // the last dish is on its category's page, not here
      expect(html).not.toMatch(/№5000|No\. 5000/);
    });
  });
});
