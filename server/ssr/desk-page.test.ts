import { describe, expect, it } from 'vitest';
import { isDeskPath } from './page';

describe('the desk is never a cached guest page', () => {
  it('knows the desk in every language, and its payloads', () => {
    for (const path of ['/desk', '/en/desk', '/tm/desk', '/desk/', '/en/desk/_payload.json', '/desk/orders/5/ticket'])
      expect(isDeskPath(path)).toBe(true);
  });
  it('leaves storefront pages alone', () => {
    for (const path of ['/', '/en', '/products/desk-lamp', '/pages/desktop', '/en/desks', '/catalogue'])
      expect(isDeskPath(path)).toBe(false);
  });
});
