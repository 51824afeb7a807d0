import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefront, type Storefront } from './support';
import { PICTURE_CSP } from '../../server/http/static-image-headers';

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
