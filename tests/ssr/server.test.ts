import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { readBuildInfo } from '../../server/build-info';
import { scriptTags, signUp, startStorefront, type Storefront } from './support';

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

describe('rendering safety', () => {
  it('embeds state through an escaping serialiser: a </script> in data stays inert', async () => {
    const evil = '</script><script>window.__pwned=1</script><!--';
    const other = await startStorefront();
    try {
      // before the first request, so no catalogue cache holds the old names
      await sql`update categories set name_ru = ${evil}, name_en = ${evil}, name_tm = ${evil}`.execute(other.db);
      const res = await request(other.url).get('/catalogue').expect(200);
      expect(res.text).not.toContain('<script>window.__pwned=1</script>');
      const boot = /window\.__BOOT__=(.*?);<\/script>/s.exec(res.text);
      expect(boot).not.toBeNull();
      expect(JSON.stringify(JSON.parse(boot![1]))).toContain(evil);
    } finally {
      await other.close();
    }
  });

  it('puts the CSP nonce on every script and in the header, with the strict directives', async () => {
    const res = await get('/en').expect(200);
    const csp = res.headers['content-security-policy'];
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toMatch(/^[\w+/=-]{16,}$/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    const executable = scriptTags(res.text).filter((tag) => !tag.includes('application/ld+json'));
    expect(executable.length).toBeGreaterThan(0);
    for (const tag of executable) expect(tag).toContain(`nonce="${nonce}"`);
    const again = await get('/en');
    expect(again.headers['content-security-policy']).not.toContain(nonce!);
  });

  it('sends the security headers and no X-Powered-By', async () => {
    const res = await get('/').expect(200);
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('echoes the request id, or makes one', async () => {
    await get('/healthz').set('X-Request-Id', 'abc-123').expect('X-Request-Id', 'abc-123');
    const res = await get('/en');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('operations', () => {
  it('answers health and readiness; readiness drops while draining', async () => {
    await get('/healthz').expect(200);
    await get('/readyz').expect(200);
    shop.lifecycle.draining = true;
    await get('/readyz').expect(503);
    shop.lifecycle.draining = false;
  });

  it('publishes the build version fixed at build time', async () => {
    const { id, timestamp } = readBuildInfo();
    const latest = await get('/builds/latest.json').expect(200);
    expect(latest.body).toEqual({ id, timestamp });
    const meta = await get(`/builds/meta/${id}.json`).expect(200);
    expect(meta.body).toMatchObject({ id, timestamp });
    await get('/builds/meta/not-a-build.json').expect(404);
  });

  it('serves hashed assets as immutable and compresses text', async () => {
    const html = (await get('/').expect(200)).text;
    // the stack's chunk: the entry itself is under compression's 1 KB threshold (client/entry-client.tsx)
    const script = /href="(\/assets\/framework-[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toMatch(/^\/assets\/.+\.js$/);
    const asset = await get(script!).set('Accept-Encoding', 'gzip').expect(200);
    expect(asset.headers['cache-control']).toMatch(/immutable/);
    expect(asset.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(asset.headers['content-encoding']).toBe('gzip');
  });

  it('returns a route payload for client navigation', async () => {
    const res = await get('/en/catalogue/_payload.json?v=x').expect(200);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(res.body.queries.some((q: { queryKey: unknown[] }) => q.queryKey[0] === 'categories')).toBe(true);
    await get('/en/products/abc/_payload.json').expect(404);
  });
});

describe('guest page cache', () => {
  it('serves a guest the same page again with a fresh nonce on every script', async () => {
    const first = await get('/en/catalogue').expect(200);
    const second = await get('/en/catalogue').expect(200);
    const nonceOf = (res: request.Response) => /'nonce-([^']+)'/.exec(res.headers['content-security-policy'])![1];
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    for (const res of [first, second]) {
      const tags = scriptTags(res.text).filter((tag) => !tag.includes('application/ld+json'));
      for (const tag of tags) expect(tag).toContain(`nonce="${nonceOf(res)}"`);
    }
    expect(second.text.replaceAll(nonceOf(second), 'N')).toBe(first.text.replaceAll(nonceOf(first), 'N'));
  });

  it('never serves a signed-in shopper from it', async () => {
    const guest = await get('/en/orders').expect(200);
    const cookie = await signUp(shop, '61234567');
    const customer = await get('/en/orders').set('Cookie', cookie).expect(200);
    const boot = (html: string) => JSON.parse(/window\.__BOOT__=(.*?);<\/script>/s.exec(html)![1]);
    const userOf = (html: string) => boot(html).state.queries.find((q: { queryKey: string[] }) => q.queryKey[0] === 'user')?.state.data;
    expect(userOf(guest.text)).toBeNull();
    expect(userOf(customer.text)).toMatchObject({ name: 'Aýna', username: '61234567' });
  });
});

describe('configuration switches', () => {
  it('loads no third-party script unless analytics is configured, then allows exactly its host', async () => {
    const plain = await get('/en').expect(200);
    expect(plain.headers['content-security-policy']).not.toMatch(/(script|connect)-src [^;]*https:/);
    const other = await startStorefront({ ANALYTICS_SCRIPT_URL: 'https://stats.example/script.js', ANALYTICS_ID: 'shop-1' });
    try {
      const res = await request(other.url).get('/en').expect(200);
      expect(res.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+' https:\/\/stats\.example/);
      expect(res.headers['content-security-policy']).toMatch(/connect-src 'self' https:\/\/stats\.example/);
      const boot = JSON.parse(/window\.__BOOT__=(.*?);<\/script>/s.exec(res.text)![1]);
      expect(boot.config.analytics).toEqual({ scriptUrl: 'https://stats.example/script.js', id: 'shop-1' });
    } finally {
      await other.close();
    }
  });

  it('HSTS only when configured; compression can be switched off for a compressing proxy', async () => {
    const other = await startStorefront({ HSTS_MAX_AGE: '31536000', COMPRESSION: 'false' });
    try {
      const res = await request(other.url).get('/').set('Accept-Encoding', 'gzip').expect(200);
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['content-encoding']).toBeUndefined();
    } finally {
      await other.close();
    }
  });
});
