import request from 'supertest';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seoRoutes } from '../../server/seo/router';
import { startStorefront, type Storefront } from './support';

// Issue 12, item 16: without a store link the mobile-app page is a dead end, so it is a 404 and no
// link leads there; with one it is a page with the store's button. The page is listed as a header
// tab here, so the header's links are checked too (the burger menu shows the same tabs).

const APP_STORE = 'https://apps.apple.com/app/ashana';
const PATHS = ['/mobile-application-links', '/en/mobile-application-links', '/tm/pages/mobile-application-links'];

async function shopWith(env: Record<string, string>) {
  const shop = await startStorefront({ PAGE_CACHE_TTL_MS: '0', ...env });
  await shop.db.updateTable('pages').set({ listed: 1 }).where('slug', '=', 'mobile-application-links').execute();
  return shop;
}

const sitemap = (shop: Storefront, links: { appStore?: string }) =>
  request(express().use(seoRoutes({ config: { publicUrl: 'https://shop.example', apiOrigin: shop.url, public: { links } } }))).get(
    '/sitemap.xml',
  );

const linksToAppPage = (html: string) => html.match(/href="[^"]*mobile-application-links"/g) ?? [];

describe('without App Store or Google Play links', () => {
  let shop: Storefront;
  beforeAll(async () => {
    shop = await shopWith({});
  });
  afterAll(() => shop.close());

  it.each(PATHS)('%s is a real 404', async (path) => {
    await request(shop.url).get(path).set('Cookie', 'locale=ru').expect(404);
  });

  it('no header tab, footer link or sitemap entry leads there', async () => {
    const home = await request(shop.url).get('/en').expect(200);
    expect(linksToAppPage(home.text)).toEqual([]);
    const xml = (await sitemap(shop, {}).expect(200)).text;
    expect(xml).toContain('https://shop.example/en/about-us');
    expect(xml).not.toContain('mobile-application-links');
  });
});

describe('with an App Store link', () => {
  let shop: Storefront;
  beforeAll(async () => {
    shop = await shopWith({ APP_STORE_URL: APP_STORE });
  });
  afterAll(() => shop.close());

  it.each(PATHS)('%s shows the page with the store button', async (path) => {
    const res = await request(shop.url).get(path).set('Cookie', 'locale=ru').expect(200);
    expect(res.text).toContain(`<a class="button button--primary" href="${APP_STORE}"`);
    expect(res.text).not.toContain('Google Play</a>');
  });

  it('the header tab, the footer and the sitemap link to it', async () => {
    const home = await request(shop.url).get('/en').expect(200);
    expect(linksToAppPage(home.text)).toEqual(['href="/en/pages/mobile-application-links"', 'href="/en/mobile-application-links"']);
    const xml = (await sitemap(shop, { appStore: APP_STORE }).expect(200)).text;
    expect(xml).toContain('<loc>https://shop.example/tm/mobile-application-links</loc>');
  });
});
