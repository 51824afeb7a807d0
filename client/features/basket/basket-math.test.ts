import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Product } from '../../../shared/api/types';
import { choiceLine, grandTotal, guestLines, plainLine, summarize } from './basket-math';
import { parseGuestBasket } from './guest-basket';
import type { ChoiceGroup } from '../../../shared/api/choices';

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
    const lines = [plainLine(product(1, '0.10'), 1), plainLine(product(2, '0.20'), 1)];
    expect(summarize(lines)).toEqual({ count: 2, total: 30 });
    expect(summarize([plainLine(product(3, '45.00'), 3), plainLine(product(4, '19.99'), 7)])).toEqual({ count: 10, total: 13500 + 13993 });
  });

  it('sums any basket exactly (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 99999 }), fc.integer({ min: 1, max: 99 }))), (rows) => {
        const lines = rows.map(([cents, q], i) =>
          plainLine(product(i + 1, `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`), q),
        );
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

  it('builds lines in basket order and leaves out unknown products', () => {
    const lines = guestLines(parseGuestBasket({ 2: 1, 9: 4, 1: 3 }), [product(1, '10.00'), product(2, '5.00')]);
    expect(lines.map((l) => [l.product.id, l.quantity])).toEqual([
      [1, 3],
      [2, 1],
    ]);
  });
});

const names = (en: string) => ({ name_tm: `${en} tm`, name_ru: `${en} ru`, name_en: en });
const option = (id: number, en: string, price: string) => ({
  id,
  ...names(en),
  price,
  is_default: false,
  available: true,
  product_id: null,
  image: '',
});
const portion: ChoiceGroup = {
  id: 1,
  ...names('Portion'),
  min: 1,
  max: 1,
  required: true,
  options: [option(11, 'Half', '0.00'), option(12, 'Whole', '20.00')],
};
const sauces: ChoiceGroup = {
  id: 2,
  ...names('Sauces'),
  min: 0,
  max: 3,
  required: false,
  options: [option(21, 'Garlic', '3.00'), option(22, 'Chili', '2.50')],
};

describe('lines with choices', () => {
  it('prices a line as the dish plus each choice, names the choices in group order, and keys it by dish + choices', () => {
    const line = choiceLine(product(5, '35.00'), [portion, sauces], [22, 12, 21], 2);
    expect(line.key).toBe('5_12_21_22');
    expect(line.unitPrice).toBe(3500 + 2000 + 300 + 250);
    expect(summarize([line])).toEqual({ count: 2, total: 2 * 6050 });
    expect(line.choices.map((c) => `${c.group_name_en}: ${c.name_en}`)).toEqual(['Portion: Whole', 'Sauces: Garlic', 'Sauces: Chili']);
  });

  it('makes the same dish with other choices another line, and waits for the groups of a line with choices', () => {
    const basket = {
      v: 2,
      lines: [
        { product_id: 5, choices: [11], quantity: 1 },
        { product_id: 5, choices: [12, 21], quantity: 2 },
        { product_id: 1, choices: [], quantity: 1 },
      ],
    };
    const dishes = [product(1, '10.00'), product(5, '35.00')];
    expect(guestLines(parseGuestBasket(basket), dishes).map((l) => l.key)).toEqual(['1']);
    const lines = guestLines(parseGuestBasket(basket), dishes, (id) => (id === 5 ? [portion, sauces] : undefined));
    expect(lines.map((l) => [l.key, l.quantity, l.unitPrice])).toEqual([
      ['5_11', 1, 3500],
      ['5_12_21', 2, 5800],
      ['1', 1, 1000],
    ]);
  });
});
