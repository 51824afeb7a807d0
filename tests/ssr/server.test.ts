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

// Locales, URLs and status codes: urls-and-status.test.ts.

describe('rendering safety', () => {
  it('embeds state through an escaping serialiser: a </script> in data stays inert', async () => {
    const evil = '</script><script>window.__pwned=1</script><!--';
    const other = await startStorefront();
    try {
      // before the first request, so no catalogue cache holds the old names
      await sql`update categories set name_ru = ${evil}, name_en = ${evil}, name_tm = ${evil}`.execute(other.db);
      const res = await request(other.url).get('/catalogue').expect(200);
      expect(res.text).not.toContain('<script>window.__pwned=1</script>');
      const boot = /window\.__BOOT__=(.*?);(?:\(function\(w,d\)|<\/script>)/s.exec(res.text);
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
    // (named by the page's start, which imports the entry: 027-first-page-start-decides.md)
    const script = /"(\/assets\/framework-[^"]+\.js)"/.exec(html)?.[1];
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
    const boot = (html: string) => JSON.parse(/window\.__BOOT__=(.*?);(?:\(function\(w,d\)|<\/script>)/s.exec(html)![1]);
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
      const boot = JSON.parse(/window\.__BOOT__=(.*?);(?:\(function\(w,d\)|<\/script>)/s.exec(res.text)![1]);
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
