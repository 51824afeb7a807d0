// The desk board's answers and queries (docs/desk-api.md), read by the server's routes and the
// desk's screens alike. The board never caps what is in progress: every open order comes back, and
// only the finished ones are paged, behind their own request (newest first, a cursor to continue before).
import { optional, refine, size, string, trimmed, type, type Infer } from 'superstruct';
import type { DeskOrder } from './api/desk';
import { Id } from './schemas/fields';
import { PHONE_DIGITS } from './phone';

/** How many of today's finished orders one page holds. */
export const FINISHED_PAGE_SIZE = 30;
/** How many orders a search answers at most (it says when there are more). */
export const SEARCH_LIMIT = 20;

/**
 * GET /desk/orders: every order in progress, and how many finished today (Ashgabat). The finished
 * orders themselves are GET /desk/orders/finished's pages (issue 37: the board's first answer is what
 * staff act on, 150 orders on a busy day instead of 180, and no read of the finished ones delays it).
 */
export interface DeskBoard {
  /** every order not yet delivered or cancelled, newest first: never capped */
  open: DeskOrder[];
  /** how many orders finished today in all */
  finished_total: number;
  /**
   * The desk stream's last event (its SSE id, GET /desk/events) whose change this answer includes:
   * every event up to it is in it; a later one may or may not be. A desk re-applies the events after
   * it that it has already received (the answer was read before them and arrived after them).
   */
  last_event_id: number;
}

/** GET /desk/orders/finished (the first page), ?before= (the page after the one that ended there). */
export interface FinishedPage {
  /** delivered or cancelled since the day began, newest first, at most FINISHED_PAGE_SIZE */
  orders: DeskOrder[];
  /** the cursor for the next page, null when this was the last */
  finished_before: number | null;
  /**
   * the id of the last desk event this page includes (read before its orders, as DeskBoard's): the
   * desk puts the orders of later events it has shown on the first page again (issue 37: one that
   * finished while the page was in flight). Optional for older fixtures.
   */
  last_event_id?: number;
}

/** GET /desk/orders/search?q=: orders of any day by number or phone, newest first. */
export interface DeskSearch {
  orders: DeskOrder[];
  /** more orders match than the SEARCH_LIMIT shown: the staff should type more digits */
  more: boolean;
}

export const FinishedQuery = type({ before: optional(Id) });
export type FinishedInput = Infer<typeof FinishedQuery>;

// what staff type: an order number ("000123", "123", "#123") or a phone's digits, with its usual punctuation
const SEARCH_SPELLING = /^[#+\d\s()-]*\d[#+\d\s()-]*$/;

/** q: 1–40 characters with at least one digit; anything else is refused as `q: invalid`. */
export const SearchQuery = type({
  q: refine(size(trimmed(string()), 1, 40), 'search', (v) => SEARCH_SPELLING.test(v)),
});
export type SearchInput = Infer<typeof SearchQuery>;

/** What a search looks for: the order number as stored (its id, six digits), and the phone's digits. */
export interface SearchTerms {
  /** the order number "000123" for "123"; null when the digits are too many to be a number */
  number: string | null;
  /** the 8 stored digits when a whole phone was typed ("+993 65 12-34-56"), else null */
  phone: string | null;
  /** part of a phone: at least 3 digits, matched anywhere in the stored number */
  phonePart: string | null;
}

export function searchTerms(q: string): SearchTerms {
  const digits = q.replace(/\D/g, '');
  const local = digits.length === PHONE_DIGITS + 3 && digits.startsWith('993') ? digits.slice(3) : digits;
  const asNumber = digits.replace(/^0+/, '');
  return {
    number: asNumber.length > 0 && asNumber.length <= 10 ? asNumber.padStart(6, '0') : null,
    phone: local.length === PHONE_DIGITS ? local : null,
    phonePart: local.length >= 3 && local.length < PHONE_DIGITS ? local : null,
  };
}
