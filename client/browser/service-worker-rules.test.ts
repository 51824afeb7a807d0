import { describe, expect, it } from 'vitest';
import {
  firstAsks,
  isLiveRead,
  liveCopyUsable,
  liveReadRequests,
  isCatalogueRead,
  isDeskPage,
  isDishImage,
  isMenuPage,
  isPageData,
  isStartPage,
  isStorable,
  lastMenu,
  offlinePagePath,
} from './service-worker-rules';

const url = (path: string) => new URL(path, 'https://shop.example');
const response = (status: number, headers: Record<string, string>) => new Response(status === 200 ? 'x' : null, { status, headers });

describe('what the service worker keeps', () => {
  it('keeps menu pages in any language, never the desk, orders, tracking or the API', () => {
    for (const path of ['/', '/en', '/tm/products?category_id=2', '/products/5', '/en/checkout', '/about-us'])
      expect(isMenuPage(url(path)), path).toBe(true);
    for (const path of [
      '/desk',
      '/en/desk',
      '/tm/desk/x',
      '/orders',
      '/en/orders/3',
      '/track/abc',
      '/back/api/v1/products',
      '/api/auth/verify',
      '/builds/latest.json',
    ])
      expect(isMenuPage(url(path)), path).toBe(false);
  });

  it("keeps a menu page's data and the public catalogue reads, never the user, basket, orders or the desk", () => {
    expect(isPageData(url('/en/products/_payload.json?v=1'))).toBe(true);
    expect(isPageData(url('/_payload.json?v=1'))).toBe(true);
    expect(isPageData(url('/en/desk/_payload.json?v=1'))).toBe(false);
    expect(isPageData(url('/orders/_payload.json?v=1'))).toBe(false);
    for (const path of ['/back/api/v1/products?ids=1,2', '/back/api/v1/categories', '/back/api/v1/pages/about-us'])
      expect(isCatalogueRead(url(path)), path).toBe(true);
    for (const path of [
      '/back/api/v1/user',
      '/back/api/v1/basket',
      '/back/api/v1/orders',
      '/back/api/v1/desk/orders',
      '/back/api/v1/auth/login',
    ])
      expect(isCatalogueRead(url(path)), path).toBe(false);
    expect(isDishImage(url('/images/dishes/plov.svg'), 'image')).toBe(true);
    expect(isDishImage(url('/images/dishes/plov.svg'), 'document')).toBe(false);
  });

  it('keeps only complete answers: no error page, no no-store (a cookie was set), the right kind', () => {
    expect(isStorable(response(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-cache' }), 'page')).toBe(
      true,
    );
    expect(isStorable(response(200, { 'Content-Type': 'text/html', 'Cache-Control': 'no-store' }), 'page')).toBe(false);
    expect(isStorable(response(500, { 'Content-Type': 'text/html' }), 'page')).toBe(false);
    expect(isStorable(response(503, { 'Content-Type': 'text/html' }), 'page')).toBe(false);
    expect(isStorable(response(404, { 'Content-Type': 'text/html' }), 'page')).toBe(false);
    expect(isStorable(response(200, { 'Content-Type': 'application/json' }), 'page')).toBe(false);
    expect(isStorable(response(200, { 'Content-Type': 'application/json; charset=utf-8' }), 'data')).toBe(true);
  });

  it("answers a page never seen offline with the offline page in the page's language", () => {
    expect(offlinePagePath(url('/products/9'))).toBe('/offline/ru.html');
    expect(offlinePagePath(url('/en/products/9'))).toBe('/offline/en.html');
    expect(offlinePagePath(url('/tm'))).toBe('/offline/tm.html');
  });

  it('keeps the desk’s own page in each language (a tablet opens it offline), none of its other addresses', () => {
    for (const path of ['/desk', '/en/desk', '/tm/desk', '/desk/kitchen', '/tm/desk/kitchen'])
      expect(isDeskPage(url(path)), path).toBe(true);
    for (const path of ['/desk/orders/5/ticket', '/en/desks', '/products/desk-lamp']) expect(isDeskPage(url(path)), path).toBe(false);
  });

  it('sends an app started offline without its home kept to the menu of its language kept last', () => {
    const kept = (path: string, date: string | null) => ({ url: `https://shop.example${path}`, date });
    const pages = [
      kept('/tm/catalogue', 'Wed, 02 Dec 2026 04:00:00 GMT'),
      kept('/tm/products?category=2', 'Wed, 02 Dec 2026 05:00:00 GMT'),
      kept('/tm/products/5', 'Wed, 02 Dec 2026 06:00:00 GMT'), // a dish, not a menu
      kept('/en/catalogue', 'Wed, 02 Dec 2026 07:00:00 GMT'), // another language's app
      kept('/tm/about-us', 'Wed, 02 Dec 2026 08:00:00 GMT'),
    ];
    expect(isStartPage(url('/tm'))).toBe(true);
    expect(isStartPage(url('/'))).toBe(true);
    expect(isStartPage(url('/tm/catalogue'))).toBe(false);
    expect(lastMenu(url('/tm'), pages)).toBe('https://shop.example/tm/products?category=2');
    expect(lastMenu(url('/en'), pages)).toBe('https://shop.example/en/catalogue');
    expect(lastMenu(url('/'), pages)).toBeUndefined();
    // kept the same second: the one kept later
    expect(lastMenu(url('/'), [kept('/catalogue', null), kept('/', null)])).toBe('https://shop.example/');
  });

  it('keeps the delivery zones and estimates as a page in each language asks for them, no other read', () => {
    expect(isLiveRead(url('/back/api/v1/zones'))).toBe(true);
    expect(isLiveRead(url('/back/api/v1/shop/estimates'))).toBe(true);
    for (const path of ['/back/api/v1/zones?x=1', '/back/api/v1/shop/status', '/back/api/v1/desk/zones', '/back/api/v1/zones/1'])
      expect(isLiveRead(url(path)), path).toBe(false);
    const requests = liveReadRequests('https://shop.example', 'tm');
    expect(requests.map((r) => [r.url, r.headers.get('Accept-Language'), r.headers.get('Accept')])).toEqual([
      ['https://shop.example/back/api/v1/zones', 'tm', 'application/json'],
      ['https://shop.example/back/api/v1/shop/estimates', 'tm', 'application/json'],
    ]);
  });

  it("answers a page's first ask of a URL from the kept copy, its refreshes and other pages' asks from their own first", () => {
    const firstAsk = firstAsks(3);
    expect(firstAsk('page-a', '/zones')).toBe(true);
    expect(firstAsk('page-a', '/zones')).toBe(false); // the refresh 10 s later
    expect(firstAsk('page-a', '/estimates')).toBe(true);
    expect(firstAsk('page-b', '/zones')).toBe(true); // another tab, or the next visit
    expect(firstAsk('', '/zones')).toBe(false); // not a page's fetch (the worker's own)
    // full: it forgets rather than grows, so an old page's next ask is a first one again
    expect(firstAsk('page-c', '/zones')).toBe(true);
    expect(firstAsk('page-a', '/zones')).toBe(true);
  });

  it('answers a first ask only from a copy less than a day old, by the Date it was answered with', () => {
    const now = Date.parse('Thu, 03 Dec 2026 18:00:00 GMT');
    const kept = (date?: string) => new Response('{}', { headers: date ? { Date: date } : {} });
    expect(liveCopyUsable(kept('Thu, 03 Dec 2026 17:59:00 GMT'), now)).toBe(true);
    expect(liveCopyUsable(kept('Wed, 02 Dec 2026 18:00:00 GMT'), now)).toBe(true); // a day exactly
    expect(liveCopyUsable(kept('Wed, 02 Dec 2026 17:59:59 GMT'), now)).toBe(false);
    expect(liveCopyUsable(kept(), now)).toBe(false);
    expect(liveCopyUsable(kept('yesterday'), now)).toBe(false);
  });
});
