import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY } from '../../../shared/basket-line';
import { addOneOfEach, fromHtmlBasket, guestBasketIds, mergeGuestLines, parseGuestBasket, withLineQuantity } from './guest-basket';
import { GUEST_BASKET_KEY, GUEST_BASKET_V1_KEY, upgradeGuestBasket } from './guest-store';

const lines = (...rows: [number, number[], number][]) => rows.map(([product_id, choices, quantity]) => ({ product_id, choices, quantity }));
const basketOf = (...rows: [number, number[], number][]) => ({ v: 2 as const, lines: lines(...rows) });

/** A Storage in memory, as a browser keeps it. */
function memoryStorage(items: Record<string, string>) {
  const map = new Map(Object.entries(items));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    items: () => Object.fromEntries(map),
  };
}

describe('the guest basket in browser storage, version 2', () => {
  it('upgrades a basket saved in the format before choices ({ id: quantity }) to lines without choices (in id order, as that format kept them)', () => {
    // exactly what a shopper's browser holds today, written by the build before choices
    const storage = memoryStorage({ [GUEST_BASKET_V1_KEY]: '{"7":2,"3":1,"12":99}' });
    upgradeGuestBasket(storage);
    expect(storage.items()).toEqual({ [GUEST_BASKET_KEY]: JSON.stringify(basketOf([3, [], 1], [7, [], 2], [12, [], 99])) });
    // a second run (another tab, the next page) changes nothing
    upgradeGuestBasket(storage);
    expect(Object.keys(storage.items())).toEqual([GUEST_BASKET_KEY]);
  });

  it('keeps a version 2 basket already there over an old one, and survives an unreadable old one', () => {
    const current = JSON.stringify(basketOf([5, [11], 1]));
    const both = memoryStorage({ [GUEST_BASKET_V1_KEY]: '{"1":1}', [GUEST_BASKET_KEY]: current });
    upgradeGuestBasket(both);
    expect(both.items()).toEqual({ [GUEST_BASKET_KEY]: current });
    const broken = memoryStorage({ [GUEST_BASKET_V1_KEY]: '{not json' });
    upgradeGuestBasket(broken);
    expect(JSON.parse(broken.items()[GUEST_BASKET_KEY])).toEqual(basketOf());
  });

  it('reads the old format too, wherever it is found, and repairs whatever storage holds', () => {
    expect(parseGuestBasket({ 1: 2, x: 3, 0: 1, 4: -1, 5: '2', 6: 1000 })).toEqual(basketOf([1, [], 2], [6, [], MAX_LINE_QUANTITY]));
    expect(parseGuestBasket([1, 2])).toEqual(basketOf());
    expect(parseGuestBasket(null)).toEqual(basketOf());
    expect(parseGuestBasket({ v: 3, lines: [] })).toEqual(basketOf()); // a later version: not guessed at
    const raw = {
      v: 2,
      lines: [
        { product_id: 5, choices: [9, 3, 9], quantity: 2.5 },
        { product_id: 'x' },
        { product_id: 6, choices: [0], quantity: 1 },
        null,
      ],
    };
    expect(parseGuestBasket(raw)).toEqual(basketOf([5, [3, 9], 2]));
  });

  it('keeps the same dish with other choices as another line; the same choices in any order are one line', () => {
    let basket = withLineQuantity(basketOf(), 5, [12, 21], 1);
    basket = withLineQuantity(basket, 5, [11], 2);
    basket = withLineQuantity(basket, 5, [21, 12], 3);
    expect(basket).toEqual(basketOf([5, [12, 21], 3], [5, [11], 2]));
    expect(guestBasketIds(basket)).toEqual([5]);
    expect(withLineQuantity(basket, 5, [12, 21], 0)).toEqual(basketOf([5, [11], 2]));
    expect(withLineQuantity(basket, 5, [11], 500).lines[1].quantity).toBe(MAX_LINE_QUANTITY);
  });

  it('adds one of each dish alone (favourites), capped', () => {
    expect(addOneOfEach(basketOf([1, [], 2], [1, [4], 1]), [1, 3])).toEqual(basketOf([1, [], 3], [1, [4], 1], [3, [], 1]));
    expect(addOneOfEach(basketOf([1, [], MAX_LINE_QUANTITY]), [1])).toEqual(basketOf([1, [], MAX_LINE_QUANTITY]));
  });

  it("takes the HTML path's lines (cookie keys) by the larger quantity per line, nothing doubled or lost", () => {
    const html = fromHtmlBasket({ 3: 1, '5_11': 4, '5_12_21': 1, bad_key: 2 });
    expect(html).toEqual(basketOf([3, [], 1], [5, [11], 4], [5, [12, 21], 1]));
    expect(mergeGuestLines(basketOf([5, [11], 2], [8, [], 1]), html.lines)).toEqual(
      basketOf([5, [11], 4], [8, [], 1], [3, [], 1], [5, [12, 21], 1]),
    );
  });
});
