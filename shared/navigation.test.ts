import { describe, expect, it } from 'vitest';
import { resolveNavigation, safeRedirectPath, sameOriginPath, staffLink, UnsafeNavigationError } from './navigation';

const origin = 'https://shop.example';

describe('resolveNavigation', () => {
  it('keeps same-origin paths internal', () => {
    expect(resolveNavigation('/en/products?x=1#top', origin)).toEqual({ kind: 'internal', path: '/en/products?x=1#top' });
    expect(resolveNavigation('https://shop.example/tm', origin)).toEqual({ kind: 'internal', path: '/tm' });
  });
  it('refuses other origins unless allowed', () => {
    expect(() => resolveNavigation('https://evil.example/', origin)).toThrow(UnsafeNavigationError);
    expect(() => resolveNavigation('//evil.example/x', origin)).toThrow(UnsafeNavigationError);
    expect(resolveNavigation('https://maps.example/a', origin, { external: true })).toEqual({
      kind: 'external',
      url: 'https://maps.example/a',
    });
  });
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>1</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
  ])('always refuses %s, even when external is allowed', (target) => {
    expect(() => resolveNavigation(target, origin, { external: true })).toThrow(UnsafeNavigationError);
  });
});

describe('safeRedirectPath', () => {
  it('falls back for anything unsafe', () => {
    expect(safeRedirectPath('/orders', origin)).toBe('/orders');
    expect(safeRedirectPath('https://evil.example', origin)).toBe('/');
    expect(safeRedirectPath('javascript:alert(1)', origin, '/en')).toBe('/en');
    expect(safeRedirectPath(undefined, origin)).toBe('/');
  });
});

describe('sameOriginPath', () => {
  it.each([
    ['//evil.example', '/evil.example'],
    ['/\\evil.example', '/evil.example'],
    ['/%2F%2Fevil.example', '/evil.example'],
    ['/%252f%255Cevil.example', '/evil.example'],
    ['/a/../..//evil.example', '/evil.example'],
    ['/%2e%2e//evil.example', '/evil.example'],
    ['/en/products?x=1#top', '/en/products?x=1#top'],
    ['/?q=a%0Ab', '/'],
  ])('makes %s the same-origin path %s', (target, path) => {
    expect(sameOriginPath(target)).toBe(path);
  });
  it.each([
    'evil.example',
    'javascript:alert(1)',
    '/\t/evil.example',
    '/%09/evil.example',
    '/%%32%46evil.example',
    '/x%0D%0ASet-Cookie:a=1',
  ])('refuses %s', (target) => {
    expect(sameOriginPath(target)).toBeNull();
  });
  it('keeps internal navigation on one leading slash', () => {
    expect(resolveNavigation('/..//evil.example', origin)).toEqual({ kind: 'internal', path: '/evil.example' });
    expect(safeRedirectPath('/%09/evil.example', origin, '/en')).toBe('/en');
  });
});

describe('staffLink', () => {
  it.each([
    '/\\evil.example/',
    '/%5Cevil.example/',
    '/%5cevil.example/',
    '/%255Cevil.example/',
    '/\\/evil.example/',
    '//evil.example/',
    '/%2F%2Fevil.example/',
    '/a/..\\/evil.example/',
    '/a/..//evil.example/',
    '\\\\evil.example/',
    'evil.example',
    'http://evil.example/',
    'HTTP://evil.example/',
    'javascript:alert(1)',
    'https:evil.example',
    'https:/evil.example',
    'https://evil.example\\@shop.tm/',
    'https://user@evil.example/',
    '/menu\n',
    '/ menu',
  ])('refuses %j', (link) => {
    expect(staffLink(link)).toBeNull();
  });

  it('keeps paths on the shop and explicit https links', () => {
    expect(staffLink('/en/products?category=1')).toEqual({ kind: 'internal', path: '/en/products?category=1' });
    expect(staffLink('/search?q=a%2Fb#top')).toEqual({ kind: 'internal', path: '/search?q=a%2Fb#top' });
    expect(staffLink('/')).toEqual({ kind: 'internal', path: '/' });
    expect(staffLink('https://instagram.com/shop')).toEqual({ kind: 'external', url: 'https://instagram.com/shop' });
  });
});
