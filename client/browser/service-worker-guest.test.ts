import { describe, expect, it } from 'vitest';
import { GUEST_COPY_MAX_AGE_MS, audienceOf, isGuestAnswer, mayChangeWho, mayShowKeptPage } from './service-worker-guest';
import { GUEST_PAGE_HEADER, isOrderPage } from '../../shared/guest-page';

const origin = 'https://shop.example';
const now = Date.parse('2026-12-03T18:00:00Z');
const page = (headers: Record<string, string>, status = 200) =>
  new Response(status === 200 ? '<!doctype html>' : null, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', ...headers } });
const guestPage = (date = new Date(now - 60_000).toUTCString()) => page({ [GUEST_PAGE_HEADER]: '1', Date: date });

describe('which kept pages the worker shows before the network', () => {
  it('a guest browser gets a kept guest page of less than a day', () => {
    expect(mayShowKeptPage('guest', guestPage(), now)).toBe(true);
    expect(mayShowKeptPage('guest', guestPage(new Date(now - GUEST_COPY_MAX_AGE_MS + 1000).toUTCString()), now)).toBe(true);
  });

  it('never a page without the server’s guest mark: a signed-in shopper’s page, an HTML-path basket’s, any other', () => {
    // the server sends no mark on these (tests/ssr/guest-page-mark.test.ts); the worker may keep them for offline only
    const personal = page({ Date: new Date(now - 60_000).toUTCString() });
    expect(mayShowKeptPage('guest', personal, now)).toBe(false);
    expect(mayShowKeptPage('unknown', personal, now)).toBe(false);
    expect(mayShowKeptPage('guest', page({ [GUEST_PAGE_HEADER]: '0', Date: new Date(now).toUTCString() }), now)).toBe(false);
    expect(mayShowKeptPage('guest', page({ [GUEST_PAGE_HEADER]: '1', Date: new Date(now).toUTCString() }, 404), now)).toBe(false);
    expect(mayShowKeptPage('guest', undefined, now)).toBe(false);
  });

  it('not to a browser that may be someone’s (the worker’s first start, after a sign-in or a form post)', () => {
    expect(mayShowKeptPage('unknown', guestPage(), now)).toBe(false);
  });

  it('not a copy a day old or older, without a date, or dated ahead', () => {
    expect(mayShowKeptPage('guest', guestPage(new Date(now - GUEST_COPY_MAX_AGE_MS - 1000).toUTCString()), now)).toBe(false);
    expect(mayShowKeptPage('guest', page({ [GUEST_PAGE_HEADER]: '1' }), now)).toBe(false);
    expect(mayShowKeptPage('guest', guestPage('not a date'), now)).toBe(false);
    expect(mayShowKeptPage('guest', guestPage(new Date(now + 3600_000).toUTCString()), now)).toBe(false);
  });

  it('the network’s answer says who the browser is: a guest only with the mark on a 200', () => {
    expect(audienceOf(guestPage())).toBe('guest');
    expect(isGuestAnswer(guestPage())).toBe(true);
    expect(audienceOf(page({}))).toBe('unknown');
    expect(audienceOf(page({ [GUEST_PAGE_HEADER]: '1' }, 500))).toBe('unknown');
    // a redirect the worker sees (a navigation's manual redirect) says nothing either
    expect(audienceOf(Response.error())).toBe('unknown');
  });
});

describe('requests that may change who the browser is', () => {
  const at = (path: string, base = origin) => new URL(path, base);
  it('a write outside the API: a sign-in, a sign-out, an HTML-path basket or checkout post', () => {
    for (const path of ['/api/auth/sign-in', '/api/auth/sign-out', '/basket', '/en/checkout', '/tm/basket'])
      expect(mayChangeWho('POST', at(path), origin), path).toBe(true);
    expect(mayChangeWho('DELETE', at('/api/users/address-remove/3'), origin)).toBe(true);
  });

  it('not a read, not the API’s own writes (a guest’s order sets no cookie), not another origin', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) expect(mayChangeWho(method, at('/api/auth/sign-in'), origin), method).toBe(false);
    expect(mayChangeWho('POST', at('/back/api/v1/orders-web'), origin)).toBe(false);
    expect(mayChangeWho('POST', at('/sign-in', 'https://maps.example'), origin)).toBe(false);
  });
});

describe('pages the server never marks a guest’s', () => {
  it('one order’s pages by their token: tracking and the HTML checkout’s confirmation, in any language', () => {
    for (const path of ['/track/abc', '/en/track/abc', '/checkout/done/abc', '/tm/checkout/done/abc'])
      expect(isOrderPage(path), path).toBe(true);
    for (const path of ['/', '/en', '/en/checkout', '/products/3', '/about-us', '/en/tracking-info'])
      expect(isOrderPage(path), path).toBe(false);
  });
});
