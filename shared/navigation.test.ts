import { describe, expect, it } from 'vitest';
import { resolveNavigation, safeRedirectPath, UnsafeNavigationError } from './navigation';

const origin = 'https://shop.example';

describe('resolveNavigation', () => {
  it('keeps same-origin paths internal', () => {
    expect(resolveNavigation('/en/products?x=1#top', origin)).toEqual({ kind: 'internal', path: '/en/products?x=1#top' });
    expect(resolveNavigation('https://shop.example/tm', origin)).toEqual({ kind: 'internal', path: '/tm' });
  });
  it('refuses other origins unless allowed', () => {
    expect(() => resolveNavigation('https://evil.example/', origin)).toThrow(UnsafeNavigationError);
    expect(() => resolveNavigation('//evil.example/x', origin)).toThrow(UnsafeNavigationError);
    expect(resolveNavigation('https://maps.example/a', origin, { external: true })).toEqual({ kind: 'external', url: 'https://maps.example/a' });
  });
  it.each(['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>1</script>', 'vbscript:msgbox(1)', 'file:///etc/passwd'])(
    'always refuses %s, even when external is allowed',
    (target) => {
      expect(() => resolveNavigation(target, origin, { external: true })).toThrow(UnsafeNavigationError);
    },
  );
});

describe('safeRedirectPath', () => {
  it('falls back for anything unsafe', () => {
    expect(safeRedirectPath('/orders', origin)).toBe('/orders');
    expect(safeRedirectPath('https://evil.example', origin)).toBe('/');
    expect(safeRedirectPath('javascript:alert(1)', origin, '/en')).toBe('/en');
    expect(safeRedirectPath(undefined, origin)).toBe('/');
  });
});
