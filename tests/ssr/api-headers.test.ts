import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefront, type Storefront } from './support';
import { API_CSP, NOT_FOR_API } from '../../server/http/api-headers';

// Issue 35: every read of a repeat visit at 4 KB/s, and its order's POST, carried the page's policy. The API's
// JSON answers carry a short policy of their own, stricter than the page's; the pages keep theirs.

let shop: Storefront;
beforeAll(async () => {
  shop = await startStorefront();
}, 60_000);
afterAll(() => shop.close());

describe('an API answer’s headers', () => {
  it.each(['/back/api/v1/zones', '/back/api/v1/shop/estimates', '/back/api/v1/shop/status', '/back/api/v1/no-such-read'])(
    'is the short policy, without a document’s headers (%s)',
    async (path) => {
      const res = await fetch(`${shop.url}${path}`, { headers: { Accept: 'application/json', 'Accept-Language': 'en' } });
      expect(res.headers.get('content-security-policy')).toBe(API_CSP);
      for (const name of NOT_FOR_API) expect(res.headers.has(name)).toBe(false);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    },
  );

  it('a refused order’s answer too (the POST of the checkout)', async () => {
    const res = await fetch(`${shop.url}/back/api/v1/orders-web`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: '{}',
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.headers.get('content-security-policy')).toBe(API_CSP);
  });

  it('is stricter than the page’s, and the pages keep theirs', async () => {
    expect(API_CSP).toContain("default-src 'none'");
    expect(API_CSP).not.toContain('script-src');
    const home = await fetch(`${shop.url}/en`);
    expect(home.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-/);
    for (const name of NOT_FOR_API) expect(home.headers.has(name)).toBe(true);
  });
});
