import { describe, expect, it } from 'vitest';
import { encodeHtmlBasket, htmlLines, MAX_HTML_BASKET_LINES, mergeBaskets, parseHtmlBasket, withHtmlQuantity } from './html-basket';

describe('the HTML path basket', () => {
  it('reads back what it wrote, in id order', () => {
    const basket = withHtmlQuantity(withHtmlQuantity({}, 12, 2)!, 3, 1)!;
    expect(encodeHtmlBasket(basket)).toBe('3.1-12.2');
    expect(parseHtmlBasket(encodeHtmlBasket(basket))).toEqual({ 12: 2, 3: 1 });
  });

  it('drops what is not a line: zero, too many, not digits, another shape', () => {
    expect(parseHtmlBasket('5.0-6.100-x.1-7.2-08.1-9.3.1')).toEqual({ 7: 2 });
    expect(parseHtmlBasket({ 5: 1 })).toEqual({});
  });

  it('removes a line at 0 and refuses a line past the cap', () => {
    expect(withHtmlQuantity({ 5: 2 }, 5, 0)).toEqual({});
    const full = Object.fromEntries(Array.from({ length: MAX_HTML_BASKET_LINES }, (_, i) => [String(i + 1), 1]));
    expect(withHtmlQuantity(full, 999, 1)).toBeNull();
    expect(withHtmlQuantity(full, 1, 4)).toMatchObject({ 1: 4 });
  });

  it('merges into one basket: every line kept, a dish in both counted once at the larger quantity', () => {
    expect(mergeBaskets({ 1: 2, 2: 1 }, { 2: 3, 4: 1 })).toEqual({ 1: 2, 2: 3, 4: 1 });
    expect(mergeBaskets({ 2: 5 }, { 2: 3 })).toEqual({ 2: 5 });
    // applying the same HTML basket twice changes nothing more
    const once = mergeBaskets({ 1: 1 }, { 1: 1, 9: 2 });
    expect(mergeBaskets(once, { 1: 1, 9: 2 })).toEqual(once);
  });

  it('keeps the same dish with other choices as another line, and reads a cookie from before choices', () => {
    let basket = withHtmlQuantity({}, 12, 1, [7, 3])!;
    basket = withHtmlQuantity(basket, 12, 2, [3])!;
    basket = withHtmlQuantity(basket, 12, 1, [3, 7])!;
    expect(encodeHtmlBasket(basket)).toBe('12_3_7.1-12_3.2');
    expect(htmlLines(parseHtmlBasket('5.2-12_3_7.1'))).toEqual([
      { key: '5', product_id: 5, choices: [], quantity: 2 },
      { key: '12_3_7', product_id: 12, choices: [3, 7], quantity: 1 },
    ]);
    // not canonical (out of order, repeated) or not a key: dropped
    expect(parseHtmlBasket('12_7_3.1-12_3_3.1-12_.1-12__3.1')).toEqual({});
  });

  it('refuses a line that would take the cookie past its size', () => {
    const many = Array.from({ length: 30 }, (_, i) => 1_000_000_000 + i);
    let basket: Record<string, number> | null = {};
    let lines = 0;
    while (basket && lines < MAX_HTML_BASKET_LINES) {
      basket = withHtmlQuantity(basket, lines + 1, 1, many) as Record<string, number> | null;
      if (basket) lines++;
    }
    expect(lines).toBeLessThan(MAX_HTML_BASKET_LINES);
    expect(lines).toBeGreaterThan(0);
  });
});
