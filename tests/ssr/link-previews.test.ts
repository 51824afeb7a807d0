import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefront, type Storefront } from './support';

// Issue 12, item 13: a link shared in Telegram or imo gets a preview (Open Graph and a Twitter card)
// with the dish's photo, and search engines get the restaurant's address, place, cuisine and prices.

let shop: Storefront;
beforeAll(async () => {
  shop = await startStorefront({
    PUBLIC_URL: 'https://shop.example',
    SHOP_ADDRESS: 'Görogly köçesi, 7',
    SHOP_LATITUDE: '37.95',
    SHOP_LONGITUDE: '58.38',
  });
});
afterAll(() => shop.close());

const page = async (path: string) => (await request(shop.url).get(path).set('Cookie', 'locale=ru').expect(200)).text;

/** Every <meta property|name=... content=...> of a page, as [key, content] pairs in document order. */
const metas = (html: string) =>
  [...html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"\/>/g)].map((m) => [m[1], m[2]] as const);
const meta = (html: string, key: string) =>
  metas(html)
    .filter(([k]) => k === key)
    .map(([, v]) => v);

const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));

describe('link previews', () => {
  it('a dish page shows the dish: its name, text, photo and the canonical URL in its language', async () => {
    const html = await page('/tm/products/1?product_id=3&utm_source=telegram');
    expect(meta(html, 'og:title')).toEqual(['Palow']);
    expect(meta(html, 'og:type')).toEqual(['product']);
    expect(meta(html, 'og:url')).toEqual(['https://shop.example/tm/products/1']);
    expect(meta(html, 'og:image')).toEqual(['https://shop.example/images/menu/palow.svg']);
    expect(meta(html, 'og:description')[0]).toBe(meta(html, 'description')[0]);
    expect(meta(html, 'og:description')[0].length).toBeGreaterThan(10);
    expect(meta(html, 'og:locale')).toEqual(['tk_TM']);
    expect(meta(html, 'og:locale:alternate')).toEqual(['ru_RU', 'en_GB']);
    expect(meta(html, 'twitter:card')).toEqual(['summary_large_image']);
    expect(meta(html, 'twitter:title')[0]).toMatch(/^Palow — /);
  });

  it('other pages show the shop picture, which the server has', async () => {
    const html = await page('/en/products?category=2&utm_source=imo');
    expect(meta(html, 'og:type')).toEqual(['website']);
    expect(meta(html, 'og:url')).toEqual(['https://shop.example/en/products?category=2']);
    expect(meta(html, 'og:image')).toEqual(['https://shop.example/images/shop.png']);
    expect(meta(html, 'og:locale')).toEqual(['en_GB']);
    await request(shop.url).get('/images/shop.png').expect(200).expect('Content-Type', 'image/png');
  });

  it('the Russian home page previews in Russian', async () => {
    const html = await page('/');
    expect(meta(html, 'og:url')).toEqual(['https://shop.example/']);
    expect(meta(html, 'og:locale')).toEqual(['ru_RU']);
    expect(meta(html, 'og:site_name')).toEqual(['Aşhana']);
  });
});

describe('the Restaurant for search engines', () => {
  it('has the configured address and place, the cuisine, the menu price range and a picture', async () => {
    const [restaurant] = jsonLd(await page('/en'));
    expect(restaurant).toMatchObject({
      '@type': 'Restaurant',
      address: { '@type': 'PostalAddress', streetAddress: 'Görogly köçesi, 7', addressLocality: 'Aşgabat', addressCountry: 'TM' },
      geo: { '@type': 'GeoCoordinates', latitude: 37.95, longitude: 58.38 },
      image: 'https://shop.example/images/shop.png',
    });
    expect(restaurant.servesCuisine).toContain('Turkmen');
    expect(restaurant.priceRange).toMatch(/^\d+\.\d\d–\d+\.\d\d TMT$/);
  });
});
