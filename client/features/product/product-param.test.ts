import { describe, expect, it } from 'vitest';
import { productIdFrom, withProductId } from './product-param';

describe('?product_id= handling', () => {
  it('reads only a positive integer id', () => {
    const id = (search: string) => productIdFrom(new URLSearchParams(search));
    expect(id('product_id=12')).toBe(12);
    expect(id('a=1&product_id=3')).toBe(3);
    for (const bad of [
      '',
      'product_id=',
      'product_id=0',
      'product_id=-1',
      'product_id=1.5',
      'product_id=abc',
      'product_id=01',
      'product_id=99999999999',
      'product_id=2147483648',
      'product_id=9007199254740993',
    ]) {
      expect(id(bad)).toBeNull();
    }
  });

  it('opening adds the id and keeps the other parameters', () => {
    expect(withProductId('?category=2&search=plov', 5)).toBe('?category=2&search=plov&product_id=5');
    expect(withProductId('', 5)).toBe('?product_id=5');
    expect(withProductId('?product_id=1', 7)).toBe('?product_id=7');
  });

  it('closing empties product_id in place, as the spec says', () => {
    expect(withProductId('?category=2&product_id=5', null)).toBe('?category=2&product_id=');
  });
});
