import { describe, expect, it } from 'vitest';
import { encodeHtmlBasket, MAX_HTML_BASKET_LINES, mergeBaskets, parseHtmlBasket, withHtmlQuantity } from './html-basket';

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
});
