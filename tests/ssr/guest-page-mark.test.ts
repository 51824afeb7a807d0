import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startStorefront, type Storefront } from './support';
import { GUEST_PAGE_HEADER } from '../../shared/guest-page';
import { HTML_BASKET_COOKIE } from '../../shared/html-basket';

// Issue 35's repeat visit (docs/decisions/026-guest-pages-from-the-worker.md): the service worker shows a kept
// page before the network only if the server marked it a guest's page. A signed-in shopper's page, an HTML-path
// basket's, the desk's, a tracking page and an error never carry the mark, from the render or the page cache.

let shop: Storefront;
let session: string;
beforeAll(async () => {
  shop = await startStorefront();
  session = await signUp(shop, '61239877');
}, 60_000);
afterAll(() => shop.close());

const mark = async (path: string, cookie = 'locale=en') => {
  const res = await fetch(`${shop.url}${path}`, { headers: { Cookie: cookie }, redirect: 'manual' });
  await res.arrayBuffer();
  return { status: res.status, mark: res.headers.get(GUEST_PAGE_HEADER) };
};

describe('the guest page mark', () => {
  it.each(['/en', '/en/checkout', '/en/products/1', '/tm/catalogue', '/about-us'])(
    '%s for a guest: marked, rendered or cached',
    async (path) => {
      expect(await mark(path)).toEqual({ status: 200, mark: '1' });
      // the second comes from the server's page cache
      expect(await mark(path)).toEqual({ status: 200, mark: '1' });
    },
  );

  it.each(['/en', '/en/checkout', '/en/products/1'])('%s for a signed-in shopper: never marked', async (path) => {
    await mark(path); // a guest's copy in the page cache first: the shopper's answer is still not it
    expect(await mark(path, `locale=en; ${session}`)).toEqual({ status: 200, mark: null });
  });

  it('a guest with an HTML-path basket: not marked (the page shows that basket)', async () => {
    expect(await mark('/en', `locale=en; ${HTML_BASKET_COOKIE}=1.2`)).toEqual({ status: 200, mark: null });
  });

  it('the desk, a tracking page, a missing page, a redirect and the page data: not marked', async () => {
    expect((await mark('/en/desk')).mark).toBeNull();
    expect((await mark('/en/track/00000000-0000-4000-8000-000000000000')).mark).toBeNull();
    expect(await mark('/en/no-such-page')).toEqual({ status: 404, mark: null });
    expect((await mark('/en/_payload.json')).mark).toBeNull();
  });
});
