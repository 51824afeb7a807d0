import request from 'supertest';
import sharp from 'sharp';
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
    // a raster, which messengers show (they show no SVG, and the dish's picture is one)
    expect(meta(html, 'og:image')).toEqual(['https://shop.example/previews/products/1.jpg']);
    expect(meta(html, 'og:description')[0]).toBe(meta(html, 'description')[0]);
    expect(meta(html, 'og:description')[0].length).toBeGreaterThan(10);
    expect(meta(html, 'og:locale')).toEqual(['tk_TM']);
    expect(meta(html, 'og:locale:alternate')).toEqual(['ru_RU', 'en_GB']);
    expect(meta(html, 'twitter:card')).toEqual(['summary_large_image']);
    expect(meta(html, 'twitter:title')[0]).toMatch(/^Palow — /);
  });

  it("serves a dish's preview as a 1200×630 JPEG made from its picture, once", async () => {
    const preview = await request(shop.url).get('/previews/products/1.jpg').expect(200).expect('Content-Type', 'image/jpeg');
    const { format, width, height } = await sharp(preview.body).metadata();
    expect({ format, width, height }).toEqual({ format: 'jpeg', width: 1200, height: 630 });
    // the picture's colours, not a blank: more than one shade in the middle
    const { channels } = await sharp(preview.body).extract({ left: 300, top: 115, width: 600, height: 400 }).stats();
    expect(channels.some((c) => c.stdev > 10)).toBe(true);
    const again = await request(shop.url).get('/previews/products/1.jpg').expect(200);
    expect(Buffer.compare(again.body, preview.body)).toBe(0);
    await request(shop.url).get('/previews/products/999999.jpg').expect(404);
    await request(shop.url).get('/previews/products/..%2F1.jpg').expect(404);
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
