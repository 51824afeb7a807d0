// The basket of the HTML path (forms the server answers, scripts off or not yet arrived), kept in an
// HttpOnly cookie as "key.quantity-key.quantity" (docs/decisions/014-html-ordering-path.md). A key is a
// line's identity (shared/choices.ts lineKey): the dish id, or the dish id and its choices ("12_3_7"),
// so a cookie written before choices existed ("12.2") reads the same.
import { MAX_LINE_QUANTITY } from './basket-line';
import { lineKey, parseLineKey } from './choices';

export const HTML_BASKET_COOKIE = 'shop_basket';
/** At most this many lines: the cookie stays far below the 4 KB a browser keeps. */
export const MAX_HTML_BASKET_LINES = 60;
/** …and at most this many characters, however many choices the lines carry. */
export const MAX_HTML_BASKET_CHARS = 3500;

/** line key → quantity (a dish without choices is its integer id: JavaScript keeps those in id order). */
export type HtmlBasket = Readonly<Record<string, number>>;

/** One line of the cookie read as the basket's lines are: the dish, its choices, the quantity. */
export interface HtmlLine {
  key: string;
  product_id: number;
  choices: number[];
  quantity: number;
}

const LINE = /^([1-9][\d_]{0,400})\.([1-9]\d?)$/;

/** Whatever the cookie holds (an old format, a hand edit) becomes a valid basket; bad lines are dropped. */
export function parseHtmlBasket(raw: unknown): HtmlBasket {
  if (typeof raw !== 'string' || raw === '') return {};
  const basket: Record<string, number> = {};
  for (const part of raw.split('-').slice(0, MAX_HTML_BASKET_LINES)) {
    const match = LINE.exec(part);
    if (match && parseLineKey(match[1]) && Number(match[2]) <= MAX_LINE_QUANTITY) basket[match[1]] = Number(match[2]);
  }
  return basket;
}

export const encodeHtmlBasket = (basket: HtmlBasket): string =>
  Object.entries(basket)
    .map(([key, quantity]) => `${key}.${quantity}`)
    .join('-');

/** The basket's lines in cookie order. */
export const htmlLines = (basket: HtmlBasket): HtmlLine[] =>
  Object.entries(basket).flatMap(([key, quantity]) => {
    const line = parseLineKey(key);
    return line ? [{ key, ...line, quantity }] : [];
  });

/**
 * The basket with this line at this quantity (0 removes); null when the basket is full. The line is a key,
 * or a dish id with its choices.
 */
export function withHtmlQuantity(
  basket: HtmlBasket,
  line: string | number,
  quantity: number,
  choices: readonly number[] = [],
): HtmlBasket | null {
  const key = typeof line === 'number' ? lineKey(line, choices) : line;
  const next: Record<string, number> = { ...basket };
  if (quantity <= 0) delete next[key];
  else {
    if (!(key in next) && Object.keys(next).length >= MAX_HTML_BASKET_LINES) return null;
    next[key] = Math.min(quantity, MAX_LINE_QUANTITY);
    if (encodeHtmlBasket(next).length > MAX_HTML_BASKET_CHARS) return null;
  }
  return next;
}

/**
 * The merge when the scripts take over: one line per key, at the larger of the two quantities. The
 * HTML path started from what the server showed, and a line in both is the same line seen twice, so
 * adding the two would double it; the larger one keeps every tap of the path that had more. Lines in
 * one basket only are kept as they are: nothing is lost.
 */
export function mergeBaskets(stored: HtmlBasket, html: HtmlBasket): HtmlBasket {
  const merged: Record<string, number> = { ...stored };
  for (const [key, quantity] of Object.entries(html)) merged[key] = Math.min(Math.max(merged[key] ?? 0, quantity), MAX_LINE_QUANTITY);
  return merged;
}
