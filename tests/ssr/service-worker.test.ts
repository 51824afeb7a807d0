import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefront, type Storefront } from './support';

// Issue 13.5: what the server does for the service worker (the worker itself: tests/e2e/offline.spec.ts).
let shop: Storefront;
beforeAll(async () => {
  shop = await startStorefront();
});
afterAll(() => shop.close());

const get = (path: string) => request(shop.url).get(path);

describe('the service worker, as the server sends it', () => {
  it('is always revalidated (a new build is found on the next visit), allowed the whole site, and precaches the shell', async () => {
    const res = await get('/service-worker.js').expect(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['service-worker-allowed']).toBe('/');
    expect(res.text).toContain('offline/en.html');
    expect(res.text).toMatch(/assets\/[\w-]+\.js/);
    expect(res.text).not.toMatch(/assets\/desk-[\w-]+\.js/); // staff pages are not the shoppers' shell
    // other static files keep their own caching
    expect((await get('/favicon.svg').expect(200)).headers['service-worker-allowed']).toBeUndefined();
  });

  it('lets pages run it: worker-src self in the CSP', async () => {
    const res = await get('/en').expect(200);
    expect(res.headers['content-security-policy']).toContain("worker-src 'self'");
  });

  it.each(['tm', 'ru', 'en'])('serves the offline page in %s: plain HTML, no script', async (locale) => {
    const res = await get(`/offline/${locale}.html`).expect(200);
    expect(res.text).toContain(`<html lang="${locale === 'tm' ? 'tk' : locale}"`);
    expect(res.text).not.toContain('<script');
  });

  it('marks an answer that sets a cookie no-store, which the worker never keeps; pages stay storable', async () => {
    const page = await get('/en').expect(200);
    expect(page.headers['set-cookie']).toBeUndefined();
    expect(page.headers['cache-control']).not.toMatch(/no-store/);
    const choice = await get('/locale/en?next=/').expect(302);
    expect(choice.headers['set-cookie']?.[0]).toMatch(/^locale=en/);
    expect(choice.headers['cache-control']).toBe('no-store');
  });
});
