// The basket of the HTML path (forms the server answers, scripts off or not yet arrived), kept in an
// HttpOnly cookie as "id.quantity-id.quantity" (docs/decisions/014-html-ordering-path.md).
import { MAX_LINE_QUANTITY } from './basket-line';

export const HTML_BASKET_COOKIE = 'shop_basket';
/** At most this many lines: the cookie stays far below the 4 KB a browser keeps. */
export const MAX_HTML_BASKET_LINES = 60;

/** productId → quantity (integer keys: JavaScript keeps them in id order). */
export type HtmlBasket = Readonly<Record<string, number>>;

const LINE = /^([1-9]\d{0,9})\.([1-9]\d?)$/;

/** Whatever the cookie holds (an old format, a hand edit) becomes a valid basket; bad lines are dropped. */
export function parseHtmlBasket(raw: unknown): HtmlBasket {
  if (typeof raw !== 'string' || raw === '') return {};
  const basket: Record<string, number> = {};
  for (const part of raw.split('-').slice(0, MAX_HTML_BASKET_LINES)) {
    const match = LINE.exec(part);
    if (match && Number(match[2]) <= MAX_LINE_QUANTITY) basket[match[1]] = Number(match[2]);
  }
  return basket;
}

export const encodeHtmlBasket = (basket: HtmlBasket): string =>
  Object.entries(basket)
    .map(([id, quantity]) => `${id}.${quantity}`)
    .join('-');

/** The basket with this dish at this quantity (0 removes); null when the basket is full. */
export function withHtmlQuantity(basket: HtmlBasket, productId: number, quantity: number): HtmlBasket | null {
  const next: Record<string, number> = { ...basket };
  if (quantity <= 0) delete next[productId];
  else {
    if (!(productId in next) && Object.keys(next).length >= MAX_HTML_BASKET_LINES) return null;
    next[productId] = Math.min(quantity, MAX_LINE_QUANTITY);
  }
  return next;
}

/**
 * The merge when the scripts take over: one line per dish, at the larger of the two quantities. The
 * HTML path started from what the server showed, and a dish in both is the same line seen twice, so
 * adding the two would double it; the larger one keeps every tap of the path that had more. Lines in
 * one basket only are kept as they are: nothing is lost.
 */
export function mergeBaskets(stored: HtmlBasket, html: HtmlBasket): HtmlBasket {
  const merged: Record<string, number> = { ...stored };
  for (const [id, quantity] of Object.entries(html)) merged[id] = Math.min(Math.max(merged[id] ?? 0, quantity), MAX_LINE_QUANTITY);
  return merged;
}
