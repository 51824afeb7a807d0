import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Product } from '../../../shared/api/types';
import { addOneOfEach, grandTotal, guestLines, parseGuestBasket, summarize, withQuantity } from './basket-math';
import { MAX_LINE_QUANTITY as MAX_QUANTITY } from '../../../shared/basket-line';

const product = (id: number, price: string): Product => ({
  id,
  category_id: 1,
  price,
  image: `/img/${id}.jpg`,
  amount: 1,
  unit: { id: 1, name: 'pc', name_tm: 'sany', name_ru: 'шт', name_en: 'pc' },
  name_tm: `t${id}`,
  name_ru: `r${id}`,
  name_en: `e${id}`,
  description_tm: '',
  description_ru: '',
  description_en: '',
});

describe('basket arithmetic', () => {
  it('totals quantity × price in minor units without float drift', () => {
    // 0.10 + 0.20 in floats is 0.30000000000000004; in minor units it is exactly 30
    const lines = [
      { product: product(1, '0.10'), quantity: 1 },
      { product: product(2, '0.20'), quantity: 1 },
    ];
    expect(summarize(lines)).toEqual({ count: 2, total: 30 });
    expect(
      summarize([
        { product: product(3, '45.00'), quantity: 3 },
        { product: product(4, '19.99'), quantity: 7 },
      ]),
    ).toEqual({ count: 10, total: 13500 + 13993 });
  });

  it('sums any basket exactly (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 99999 }), fc.integer({ min: 1, max: 99 }))), (rows) => {
        const lines = rows.map(([cents, q], i) => ({
          product: product(i + 1, `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`),
          quantity: q,
        }));
        const { total, count } = summarize(lines);
        expect(total).toBe(rows.reduce((s, [c, q]) => s + c * q, 0));
        expect(count).toBe(rows.reduce((s, [, q]) => s + q, 0));
      }),
    );
  });

  it('adds the delivery fee only to a basket with something in it', () => {
    expect(grandTotal(4500, 1500)).toBe(6000);
    expect(grandTotal(0, 1500)).toBe(0);
  });

  it('sets, caps and removes quantities; 0 removes the line', () => {
    let basket = withQuantity({}, 5, 2);
    expect(basket).toEqual({ 5: 2 });
    basket = withQuantity(basket, 5, 500);
    expect(basket[5]).toBe(MAX_QUANTITY);
    expect(withQuantity(basket, 5, 0)).toEqual({});
    expect(withQuantity(basket, 5, -3)).toEqual({});
    expect(withQuantity({ 1: 1 }, 2, 2.7)).toEqual({ 1: 1, 2: 2 });
  });

  it('adds one of each for a favourites hand-over', () => {
    expect(addOneOfEach({ 1: 2 }, [1, 3])).toEqual({ 1: 3, 3: 1 });
    expect(addOneOfEach({ 1: MAX_QUANTITY }, [1])).toEqual({ 1: MAX_QUANTITY });
  });

  it('repairs whatever storage holds', () => {
    expect(parseGuestBasket({ 1: 2, x: 3, 0: 1, 4: -1, 5: '2', 6: 1000 })).toEqual({ 1: 2, 6: MAX_QUANTITY });
    expect(parseGuestBasket([1, 2])).toEqual({});
    expect(parseGuestBasket(null)).toEqual({});
  });

  it('builds lines in basket order and leaves out unknown products', () => {
    const lines = guestLines({ 2: 1, 9: 4, 1: 3 }, [product(1, '10.00'), product(2, '5.00')]);
    expect(lines.map((l) => [l.product.id, l.quantity])).toEqual([
      [1, 3],
      [2, 1],
    ]);
  });
});
