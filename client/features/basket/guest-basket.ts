// The guest basket as kept in the browser's storage, pure: lines of a dish with its choices (issue 36).
// Version 2 (`shop.basket.v2`): { v: 2, lines: [{ product_id, choices, quantity }] } in the order added, one
// line per dish + selection (shared/choices.ts lineKey). Version 1 (`shop.basket.v1`, before choices) was
// { "<productId>": quantity }; a basket saved so is read as lines without choices, nothing lost.
import { MAX_LINE_QUANTITY } from '../../../shared/basket-line';
import { canonicalSelection, lineKey, MAX_LINE_CHOICES, parseLineKey, type Selection } from '../../../shared/choices';
import type { HtmlBasket } from '../../../shared/html-basket';

export const GUEST_BASKET_VERSION = 2;

export interface GuestLine {
  product_id: number;
  /** option ids, ascending, each once (canonicalSelection) */
  choices: readonly number[];
  quantity: number;
}

export interface GuestBasket {
  v: typeof GUEST_BASKET_VERSION;
  lines: readonly GuestLine[];
}

export const EMPTY_GUEST_BASKET: GuestBasket = { v: GUEST_BASKET_VERSION, lines: [] };

/** The most lines a guest basket keeps (the order takes at most 100 lines). */
export const MAX_GUEST_LINES = 100;

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value < 2 ** 31;
const isIdText = (key: string) => /^[1-9]\d{0,9}$/.test(key);

export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity) || quantity <= 0) return 0;
  return Math.min(Math.floor(quantity), MAX_LINE_QUANTITY);
}

export const guestLineKey = (line: Pick<GuestLine, 'product_id' | 'choices'>) => lineKey(line.product_id, line.choices);

/** One stored line, repaired, or null when nothing of it can be trusted. */
function parseLine(raw: unknown): GuestLine | null {
  if (!raw || typeof raw !== 'object') return null;
  const { product_id, choices = [], quantity } = raw as Record<string, unknown>;
  if (!isId(product_id) || !Array.isArray(choices) || choices.length > MAX_LINE_CHOICES || !choices.every(isId)) return null;
  const q = typeof quantity === 'number' ? clampQuantity(quantity) : 0;
  return q > 0 ? { product_id, choices: canonicalSelection(choices), quantity: q } : null;
}

/** Lines with the same key joined (the larger quantity: the same line seen twice), in first-seen order. */
function joined(lines: readonly GuestLine[]): GuestLine[] {
  const byKey = new Map<string, GuestLine>();
  for (const line of lines) {
    const key = guestLineKey(line);
    const before = byKey.get(key);
    byKey.set(key, before ? { ...before, quantity: Math.max(before.quantity, line.quantity) } : line);
  }
  return [...byKey.values()].slice(0, MAX_GUEST_LINES);
}

/**
 * Whatever storage holds becomes a valid basket: version 2 as it is (bad lines dropped), version 1's
 * { id: quantity } as lines without choices (the upgrade), anything else an empty basket.
 */
export function parseGuestBasket(raw: unknown): GuestBasket {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return EMPTY_GUEST_BASKET;
  const value = raw as Record<string, unknown>;
  if (value.v === GUEST_BASKET_VERSION) {
    if (!Array.isArray(value.lines)) return EMPTY_GUEST_BASKET;
    return { v: GUEST_BASKET_VERSION, lines: joined(value.lines.map(parseLine).filter((l) => l !== null)) };
  }
  if ('v' in value) return EMPTY_GUEST_BASKET; // a later version this build cannot read
  return { v: GUEST_BASKET_VERSION, lines: fromVersion1(value) };
}

function fromVersion1(value: Record<string, unknown>): GuestLine[] {
  const lines: GuestLine[] = [];
  for (const [key, quantity] of Object.entries(value)) {
    const q = typeof quantity === 'number' ? clampQuantity(quantity) : 0;
    if (isIdText(key) && q > 0) lines.push({ product_id: Number(key), choices: [], quantity: q });
  }
  return lines.slice(0, MAX_GUEST_LINES);
}

/** A line's quantity by its key (0 when it is not in the basket). */
export const guestQuantity = (basket: GuestBasket, key: string): number => basket.lines.find((l) => guestLineKey(l) === key)?.quantity ?? 0;

/** A new basket with this dish + choices at this quantity; 0 (or less) removes the line; a new line goes last. */
export function withLineQuantity(basket: GuestBasket, productId: number, choices: Selection, quantity: number): GuestBasket {
  const line = { product_id: productId, choices: canonicalSelection(choices) };
  const key = guestLineKey(line);
  const clamped = clampQuantity(quantity);
  const at = basket.lines.findIndex((l) => guestLineKey(l) === key);
  const lines = [...basket.lines];
  if (clamped === 0) {
    if (at >= 0) lines.splice(at, 1);
  } else if (at >= 0) lines[at] = { ...lines[at], quantity: clamped };
  else if (lines.length < MAX_GUEST_LINES) lines.push({ ...line, quantity: clamped });
  return { v: GUEST_BASKET_VERSION, lines };
}

/** Adds one of each dish without choices (a new line at 1, an existing one +1, capped): favourites sent to the basket. */
export function addOneOfEach(basket: GuestBasket, productIds: readonly number[]): GuestBasket {
  return productIds.reduce((next, id) => withLineQuantity(next, id, [], guestQuantity(next, String(id)) + 1), basket);
}

/** The dishes the basket holds, each once, in basket order. */
export const guestBasketIds = (basket: GuestBasket): number[] => [...new Set(basket.lines.map((l) => l.product_id))];

/**
 * The merge when the scripts take over the HTML path's lines: one line per key, at the larger of the
 * two quantities (a line in both is the same line seen twice); lines in one basket only are kept.
 */
export function mergeGuestLines(stored: GuestBasket, other: readonly GuestLine[]): GuestBasket {
  return { v: GUEST_BASKET_VERSION, lines: joined([...stored.lines, ...other]) };
}

/** The HTML path's basket (its cookie: line key → quantity) as guest lines, in its order. */
export function fromHtmlBasket(html: HtmlBasket): GuestBasket {
  const lines: GuestLine[] = [];
  for (const [key, quantity] of Object.entries(html)) {
    const line = parseLineKey(key);
    const q = clampQuantity(quantity);
    if (line && q > 0) lines.push({ ...line, quantity: q });
  }
  return { v: GUEST_BASKET_VERSION, lines: joined(lines) };
}
