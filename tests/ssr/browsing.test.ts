import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import express from 'express';
import { seoRoutes } from '../../server/seo/router';
import { startStorefront, type Storefront } from './support';

let shop: Storefront;
beforeAll(async () => {
  shop = await startStorefront();
});
afterAll(() => shop.close());

const get = (path: string) => request(shop.url).get(path).set('Cookie', 'locale=ru');

// Names from the seeded demo menu (server/db/seed-data) in each language.
const LANGS = [
  { prefix: '', plov: 'Плов', category: 'Национальные блюда', page: 'Доставка и оплата', catalogue: 'Каталог' },
  { prefix: '/en', plov: 'Plov', category: 'National dishes', page: 'Delivery and payment', catalogue: 'Catalogue' },
  { prefix: '/tm', plov: 'Palow', category: 'Milli tagamlar', page: 'Eltip bermek we töleg', catalogue: 'Katalog' },
];

const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));

const h1 = (html: string) => /<h1[^>]*>([^<]*)</.exec(html)?.[1];

describe.each(LANGS)('browsing pages in $prefix', (l) => {
  it('home lists the categories with their dishes and prices', async () => {
    const res = await get(l.prefix || '/').expect(200);
    expect(res.text).toContain(l.category);
    expect(res.text).toContain(`>${l.plov}</h3>`);
    expect(res.text).toMatch(/45\.00(&nbsp;|\u00a0)TMT/);
  });

  it('catalogue shows the category tiles linking to their products', async () => {
    const res = await get(`${l.prefix}/catalogue`).expect(200);
    expect(h1(res.text)).toBe(l.catalogue);
    expect(res.text).toContain(`href="${l.prefix}/products?category=1"`);
  });

  it('products by category, by search (either alphabet) and all', async () => {
    const byCategory = await get(`${l.prefix}/products?category=1`).expect(200);
    expect(h1(byCategory.text)).toBe(l.category);
    expect(byCategory.text).toContain(`>${l.plov}</h2>`);
    for (const term of ['плов', 'palow']) {
      const found = await get(`${l.prefix}/products?search=${encodeURIComponent(term)}`).expect(200);
      expect(h1(found.text)).toContain(term);
      expect(found.text).toContain(`>${l.plov}</h2>`);
    }
    const all = await get(`${l.prefix}/products`).expect(200);
    expect(all.text).toContain(`>${l.plov}</h2>`);
  });

  it('the product page names the dish and describes it as a Product/MenuItem in TMT', async () => {
    const res = await get(`${l.prefix}/products/1`).expect(200);
    expect(h1(res.text)).toBe(l.plov);
    expect(res.text).toContain(`<title>${l.plov} — `);
    const [item] = jsonLd(res.text);
    expect(item['@type']).toEqual(['Product', 'MenuItem']);
    expect(item.name).toBe(l.plov);
    expect(item.offers).toMatchObject({ '@type': 'Offer', price: '45.00', priceCurrency: 'TMT' });
  });

  it('content pages render their content in the page language', async () => {
    const res = await get(`${l.prefix}/delivery-and-payment`).expect(200);
    expect(h1(res.text)).toBe(l.page);
    expect(res.text).toContain(`<title>${l.page} — `);
    for (const path of ['/about-us', '/brands', '/contacts', '/pages/about-restaurant', '/pages/dish-history', '/pages/interesting']) {
      await get(`${l.prefix}${path}`).expect(200);
    }
  });

  it('?product_id= renders the product modal over the page', async () => {
    const res = await get(`${l.prefix}/catalogue?product_id=1`).expect(200);
    expect(res.text).toMatch(new RegExp(`role="dialog"[^>]*>.*?<h2[^>]*>${l.plov}</h2>`));
  });
});

describe('search engines', () => {
  it('home carries a Restaurant with its menu sections, items and TMT offers', async () => {
    const res = await get('/en').expect(200);
    const [restaurant] = jsonLd(res.text);
    expect(restaurant['@type']).toBe('Restaurant');
    const sections = restaurant.hasMenu.hasMenuSection;
    expect(restaurant.hasMenu['@type']).toBe('Menu');
    expect(sections.length).toBeGreaterThan(3);
    const plov = sections.flatMap((s: { hasMenuItem: unknown[] }) => s.hasMenuItem).find((i: { name: string }) => i.name === 'Plov');
    expect(plov).toMatchObject({ '@type': 'MenuItem', offers: { price: '45.00', priceCurrency: 'TMT' } });
  });

  it('an unknown product, page or category is a real 404', async () => {
    await get('/products/999999').expect(404);
    await get('/en/products/999999').expect(404);
    await get('/pages/no-such-page').expect(404);
    await get('/tm/pages/no-such-page').expect(404);
    await get('/products?category=999999').expect(404);
  });

  it('an unknown ?product_id= leaves the page as it is', async () => {
    const res = await get('/en/catalogue?product_id=999999').expect(200);
    expect(res.text).not.toContain('role="dialog"');
  });

  it('a search that finds nothing says so', async () => {
    const res = await get('/en/products?search=qqqqxx').expect(200);
    expect(res.text).toContain('Nothing found for “qqqqxx”');
  });
});

describe('sitemap.xml and robots.txt', () => {
  // the SEO router reads the catalogue over HTTP: here from the running storefront's API
  const seo = () => express().use(seoRoutes({ config: { publicUrl: 'https://shop.example', apiOrigin: shop.url } }));

  it('lists every page, category, product and content page in three languages with alternates', async () => {
    const res = await request(seo()).get('/sitemap.xml').expect(200).expect('Content-Type', /xml/);
    const xml = res.text;
    const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of [
      '/',
      '/catalogue',
      '/products',
      '/about-us',
      '/contacts',
      '/products?category=1',
      '/products/1',
      '/pages/dish-history',
      '/pages/palow-history',
    ]) {
      const ru = `https://shop.example${path}`;
      expect(urls).toContain(ru);
      expect(urls).toContain(`https://shop.example/en${path === '/' ? '' : path}`);
      expect(urls).toContain(`https://shop.example/tm${path === '/' ? '' : path}`);
    }
    const entry = xml.split('<url>').find((u) => u.startsWith('<loc>https://shop.example/en/products/1</loc>'))!;
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="tk" href="https://shop.example/tm/products/1"/>');
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="ru" href="https://shop.example/products/1"/>');
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://shop.example/en/products/1"/>');
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.example/products/1"/>');
    // every seeded dish, each language once
    const products = await request(shop.url).get('/back/api/v1/products?limit=100').expect(200);
    const dishUrls = urls.filter((u) => /\/products\/\d+$/.test(u));
    expect(dishUrls).toHaveLength(products.body.meta.total * 3);
    expect(urls).not.toContain('https://shop.example/checkout');
  });

  it('robots.txt points to the sitemap by its absolute URL', async () => {
    const res = await request(seo())
      .get('/robots.txt')
      .expect(200)
      .expect('Content-Type', /text\/plain/);
    expect(res.text).toContain('Sitemap: https://shop.example/sitemap.xml');
    expect(res.text).toContain('User-agent: *');
    // the shopper's own pages and the checkout are closed to crawlers in every language
    for (const prefix of ['', '/en', '/tm']) {
      expect(res.text).toContain(`Disallow: ${prefix}/orders\n`);
      expect(res.text).toContain(`Disallow: ${prefix}/checkout\n`);
    }
  });

  it('the checkout and orders pages are noindex in every language', async () => {
    for (const prefix of ['', '/en', '/tm']) {
      const checkout = await get(`${prefix}/checkout`).expect(200);
      expect(checkout.text).toMatch(/<meta name="robots" content="noindex/);
      expect(checkout.text).toMatch(/<meta name="description" content="[^"]+"/);
    }
    expect((await get('/orders').expect(200)).text).toMatch(/<meta name="robots" content="noindex/);
  });
});
