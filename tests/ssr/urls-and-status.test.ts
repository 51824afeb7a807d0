// The storefront server's URLs: the language in the path, its redirects, and the status of each answer.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefront, type Storefront } from './support';

let shop: Storefront;
beforeAll(async () => {
  shop = await startStorefront();
});
afterAll(() => shop.close());

const get = (path: string) => request(shop.url).get(path);

describe('locales and URLs', () => {
  it.each([
    ['/', 'ru'],
    ['/en', 'en'],
    ['/tm', 'tk'],
    ['/en/catalogue', 'en'],
    ['/tm/products', 'tk'],
  ])('%s renders with lang=%s, canonical and hreflang alternates', async (path, lang) => {
    const res = await get(path).expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toContain(`<html lang="${lang}"`);
    const base = 'http://localhost:3000';
    const plain = path.replace(/^\/(en|tm)(?=\/|$)/, '') || '/';
    const variant = (prefix: string) => (plain === '/' ? prefix || '/' : `${prefix}${plain}`);
    expect(res.text).toContain(`<link rel="canonical" href="${base}${path === '/' ? '/' : path}"`);
    expect(res.text).toContain(`hrefLang="ru" href="${base}${variant('')}"`);
    expect(res.text).toContain(`hrefLang="en" href="${base}${variant('/en')}"`);
    expect(res.text).toContain(`hrefLang="tk" href="${base}${variant('/tm')}"`);
    expect(res.text).toContain(`hrefLang="x-default" href="${base}${variant('')}"`);
  });

  it('redirects /ru/... permanently to the unprefixed page', async () => {
    await get('/ru/products?search=plov').expect(301).expect('Location', '/products?search=plov');
    await get('/ru').expect(301).expect('Location', '/');
  });

  it('answers "/" in the language of the cookie, else of Accept-Language, without a redirect', async () => {
    // issue 13: no redirect round trip on the first visit; the page names its own address
    const served = async (lang: string, headers: Record<string, string>, path = '/') => {
      const req = get(path);
      for (const [name, value] of Object.entries(headers)) req.set(name, value);
      const res = await req.expect(200);
      expect(res.text).toContain(`<html lang="${lang}"`);
      expect(res.headers.vary).toMatch(/\bCookie\b/);
      expect(res.headers.vary).toMatch(/\bAccept-Language\b/);
      return res;
    };
    const en = await served('en', { 'Accept-Language': 'en-US,en;q=0.9' });
    expect(en.headers['content-location']).toBe('/en');
    expect(en.text).toContain('<link rel="canonical" href="http://localhost:3000/en"');
    expect((await served('tk', { 'Accept-Language': 'tk' })).headers['content-location']).toBe('/tm');
    expect((await served('tk', { Cookie: 'locale=tm', 'Accept-Language': 'en' })).headers['content-location']).toBe('/tm');
    const ru = await served('ru', { Cookie: 'locale=ru', 'Accept-Language': 'en' });
    expect(ru.headers['content-location']).toBeUndefined();
    const modal = await served('en', { 'Accept-Language': 'en' }, '/?product_id=3');
    expect(modal.headers['content-location']).toBe('/en?product_id=3');
    // a Russian guest right after an English one still gets the Russian home page (the page cache keys on the language)
    await served('ru', {});
  });

  it('never redirects bots and keeps deep links in the language of their URL', async () => {
    await get('/').set('User-Agent', 'Mozilla/5.0 (compatible; Googlebot/2.1)').set('Accept-Language', 'en').expect(200);
    await get('/catalogue').set('Accept-Language', 'en').expect(200);
  });

  it('the language switch sets the cookie for 365 days and keeps the page', async () => {
    const res = await get('/locale/en?next=%2Ftm%2Fproducts%3Fcategory%3D2').expect(302);
    expect(res.headers.location).toBe('/en/products?category=2');
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/locale=en/);
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).toMatch(/Path=\//);
    await get('/locale/ru?next=/en/catalogue').expect(302).expect('Location', '/catalogue');
  });

  it('refuses to redirect anywhere else', async () => {
    await get('/locale/en?next=https://evil.example/x').expect(302).expect('Location', '/en');
    await get('/locale/en?next=//evil.example').expect(302).expect('Location', '/en');
    await get('/locale/tm?next=javascript:alert(1)').expect(302).expect('Location', '/tm');
  });
});

describe('status codes', () => {
  it.each([
    ['/products/abc', 'ru', 'Страница не найдена: /products/abc'],
    ['/en/products/abc', 'en', 'Page not found: /en/products/abc'],
    ['/de/products', 'ru', 'Страница не найдена: /de/products'],
    ['/tm/no-such-page', 'tk', 'Sahypa tapylmady: /tm/no-such-page'],
    ['/en/orders/0', 'en', 'Page not found: /en/orders/0'],
  ])('%s is a real 404 page', async (path, lang, message) => {
    const res = await get(path).expect(404);
    expect(res.text).toContain(`<html lang="${lang}"`);
    expect(res.text).toContain(message);
  });

  // resolved against an origin, "//host/x" and "/\\host/x" would name another host and render its "/x"
  it.each(['//evil.example/products/1', '/\\evil.example/products/1', '//evil.example', '//evil.example/en'])(
    "%s is a path of this shop, not another host's page: 404",
    async (path) => {
      const res = await get(path).expect(404);
      expect(res.text).not.toContain('<title>Плов');
      expect(res.text).toContain('Страница не найдена');
    },
  );

  it.each([
    ['post', '/en/products', 'en', 'This address does not accept that kind of request.'],
    ['put', '/tm', 'tk', 'Bu salgy beýle haýyşy kabul etmeýär.'],
    ['delete', '/products/1', 'ru', 'Такой запрос по этому адресу не принимается.'],
    ['patch', '/healthz', 'ru', 'Такой запрос по этому адресу не принимается.'],
  ] as const)("%s %s is a plain 405 in the language of the path, never Express's own page", async (method, path, lang, message) => {
    const res = await request(shop.url)[method](path).expect(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.text).toContain(`<html lang="${lang}"`);
    expect(res.text).toContain(message);
    expect(res.text).not.toMatch(/Cannot (POST|PUT|DELETE|PATCH)|<script/);
  });

  it('a Host header that names no host still gets its page', async () => {
    const res = await get('/products/1').set('Host', 'a b').expect(200);
    expect(res.text).toContain('<title>Плов');
  });

  it('a failing backend gives a 500 page without a stack trace', async () => {
    const broken = await startStorefront();
    await broken.database.close();
    try {
      const res = await request(broken.url).get('/en/products').expect(500);
      expect(res.text).toContain('Internal Server Error');
      expect(res.text).not.toMatch(/\bat .+:\d+:\d+/);
      expect(res.text).not.toMatch(/node_modules|\/server\/|SqliteError|ApiError/);
    } finally {
      await broken.close();
    }
  });
});
