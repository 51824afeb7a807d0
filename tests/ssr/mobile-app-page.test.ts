import request from 'supertest';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seoRoutes } from '../../server/seo/router';
import { startStorefront, type Storefront } from './support';
import tm from '../../locales/tm.json';
import ru from '../../locales/ru.json';
import en from '../../locales/en.json';

// Issue 12, item 16, then issue 39: with a store link the mobile-app page has the store's button; without
// one (Google Play is out of reach in Turkmenistan) it explains how to add the shop to the home screen,
// in the page's language, instead of the owner's text about stores. Either way it is a page every
// header tab, footer and sitemap may lead to. It is listed as a header tab here, so those are checked too.

const APP_STORE = 'https://apps.apple.com/app/ashana';
const PATHS = [
  { path: '/mobile-application-links', words: ru.home_screen },
  { path: '/en/mobile-application-links', words: en.home_screen },
  { path: '/tm/pages/mobile-application-links', words: tm.home_screen },
];

async function shopWith(env: Record<string, string>) {
  const shop = await startStorefront({ PAGE_CACHE_TTL_MS: '0', ...env });
  await shop.db.updateTable('pages').set({ listed: 1 }).where('slug', '=', 'mobile-application-links').execute();
  return shop;
}

const sitemap = (shop: Storefront) =>
  request(express().use(seoRoutes({ config: { publicUrl: 'https://shop.example', apiOrigin: shop.url } }))).get('/sitemap.xml');

const linksToAppPage = (html: string) => html.match(/href="[^"]*mobile-application-links"/g) ?? [];
const mainOf = (html: string) => /<main[^]*<\/main>/.exec(html)![0];
const escaped = (text: string) => text.replace(/"/g, '&quot;');

describe('without App Store or Google Play links', () => {
  let shop: Storefront;
  beforeAll(async () => {
    shop = await shopWith({});
  });
  afterAll(() => shop.close());

  it.each(PATHS)('$path explains adding the shop to the home screen on Android and iPhone', async ({ path, words }) => {
    const res = await request(shop.url).get(path).set('Cookie', 'locale=ru').expect(200);
    for (const text of [words.title, words.android_title, words.android_3, words.iphone_title, words.iphone_2])
      expect(res.text).toContain(escaped(text));
    expect(mainOf(res.text)).not.toContain('App Store'); // nor the seeded text about the stores
  });

  it('the header tab, the footer and the sitemap link to it', async () => {
    const home = await request(shop.url).get('/en').expect(200);
    expect(linksToAppPage(home.text)).toEqual(['href="/en/pages/mobile-application-links"', 'href="/en/mobile-application-links"']);
    const xml = (await sitemap(shop).expect(200)).text;
    expect(xml).toContain('<loc>https://shop.example/tm/mobile-application-links</loc>');
  });
});

describe('with an App Store link', () => {
  let shop: Storefront;
  beforeAll(async () => {
    shop = await shopWith({ APP_STORE_URL: APP_STORE });
  });
  afterAll(() => shop.close());

  it.each(PATHS)('$path shows the page with the store button', async ({ path, words }) => {
    const res = await request(shop.url).get(path).set('Cookie', 'locale=ru').expect(200);
    expect(res.text).toContain(`<a class="button button--primary" href="${APP_STORE}"`);
    expect(res.text).not.toContain('Google Play</a>');
    expect(res.text).not.toContain(escaped(words.title));
  });

  it('the header tab, the footer and the sitemap link to it', async () => {
    const home = await request(shop.url).get('/en').expect(200);
    expect(linksToAppPage(home.text)).toEqual(['href="/en/pages/mobile-application-links"', 'href="/en/mobile-application-links"']);
    const xml = (await sitemap(shop).expect(200)).text;
    expect(xml).toContain('<loc>https://shop.example/tm/mobile-application-links</loc>');
  });
});
