import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet, startStorefront, type Storefront } from './support';
import { NOT_FOR_PICTURES, PICTURE_CSP } from '../../server/http/static-image-headers';

// Issue 35 (docs/decisions/027-first-page-start-decides.md): every byte of a slow first visit counts, and the
// page's policy went with each of its pictures. A static picture answers with a short policy of its own,
// stricter than the page's; pages, scripts and the stylesheet keep theirs.

let shop: Storefront;
beforeAll(async () => {
  shop = await startStorefront();
}, 60_000);
afterAll(() => shop.close());

const csp = async (path: string, encoding = 'br, gzip') => {
  const res = await fetch(`${shop.url}${path}`, { headers: { 'Accept-Encoding': encoding, Cookie: 'locale=en' } });
  expect(res.status).toBe(200);
  return res.headers.get('content-security-policy') ?? '';
};

describe('a static picture’s policy', () => {
  it.each(['br, gzip', 'identity'])('is the short one, compressed or not (%s)', async (encoding) => {
    expect(await csp('/images/menu/ayran.svg', encoding)).toBe(PICTURE_CSP);
    expect(await csp('/favicon.svg', encoding)).toBe(PICTURE_CSP);
  });

  it('is stricter than the page’s: nothing loads, no script runs', () => {
    expect(PICTURE_CSP).toContain("default-src 'none'");
    expect(PICTURE_CSP).toContain('sandbox');
    expect(PICTURE_CSP).not.toContain('script-src');
    expect(PICTURE_CSP.length).toBeLessThan(80);
  });

  it('leaves the page’s own policy to the pages and the service worker', async () => {
    for (const path of ['/en', '/service-worker.js']) {
      const policy = await csp(path);
      expect(policy).toMatch(/script-src 'self' 'nonce-/);
    }
  });
});

describe('a static picture’s other headers', () => {
  it('leaves out what a picture does not need, and still revalidates', async () => {
    const res = await fetch(`${shop.url}/images/menu/ayran.svg`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(res.status).toBe(200);
    for (const name of [...NOT_FOR_PICTURES, 'Last-Modified', 'Accept-Ranges']) expect(res.headers.has(name)).toBe(false);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toContain('max-age=');
    const etag = res.headers.get('etag');
    expect(etag).toBeTruthy();
    // (over plain http: fetch's conditional request asks for no cached copy)
    const again = await rawGet(`${shop.url}/images/menu/ayran.svg`, { 'Accept-Encoding': 'br, gzip', 'If-None-Match': etag! });
    expect(again.status).toBe(304);
  });

  it('keeps them on the pages', async () => {
    const home = await fetch(`${shop.url}/en`);
    for (const name of NOT_FOR_PICTURES) expect(home.headers.has(name)).toBe(true);
  });
});
