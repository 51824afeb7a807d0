import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefront, type Storefront } from './support';

let shop: Storefront;
beforeAll(async () => {
  shop = await startStorefront({ HSTS_MAX_AGE: '31536000' });
});
afterAll(() => shop.close());

const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'strict-transport-security',
];

/** The security headers of a response, the CSP nonce (fresh per response) blanked out. */
async function securityHeadersOf(path: string) {
  const res = await fetch(`${shop.url}${path}`);
  await res.arrayBuffer();
  return Object.fromEntries(SECURITY_HEADERS.map((name) => [name, res.headers.get(name)?.replace(/'nonce-[^']+'/, "'nonce-*'") ?? null]));
}

describe('health checks', () => {
  it.each(['/healthz', '/readyz'])('%s carries the same security headers as a page', async (path) => {
    const page = await securityHeadersOf('/en');
    expect(page['x-frame-options']).toBe('DENY');
    expect(page['strict-transport-security']).toContain('max-age=31536000');
    expect(await securityHeadersOf(path)).toEqual(page);
  });
});
