import { replaceEqualDeep } from '@tanstack/react-query';
import { isFinal } from '../../../shared/order-status';
import type { DeskOrder } from '../../../shared/api/desk';
import type { DeskBoard } from '../../../shared/desk-board';

// The board's cache changed one order at a time (an event, a move's answer): every other order keeps
// its object, so memoized cards that did not change do not render again.

const newestFirst = (a: DeskOrder, b: DeskOrder) => b.id - a.id;

/** The list with `order` in its place by id (newest first), replacing an older copy. */
export function placed(list: readonly DeskOrder[], order: DeskOrder): DeskOrder[] {
  return [...list.filter((o) => o.id !== order.id), order].sort(newestFirst);
}

/** The list with `order` replacing its older copy; the same list when the order is not in it. */
export function replaced<T extends readonly DeskOrder[]>(list: T, order: DeskOrder): T {
  return list.some((o) => o.id === order.id) ? (list.map((o) => (o.id === order.id ? order : o)) as unknown as T) : list;
}

/**
 * The board with this order now: among the open ones while in progress; once done, off them, and
 * counted among today's finished when it left them (a second copy of the same change counts nothing).
 */
export function withOrder(board: DeskBoard, order: DeskOrder): DeskBoard {
  const open = board.open.filter((o) => o.id !== order.id);
  if (!isFinal(order.status)) return { ...board, open: placed(open, order) };
  if (open.length === board.open.length) return board;
  return { ...board, open, finished_total: board.finished_total + 1 };
}

/**
 * A board answer with the orders of the events it was read before and arrived after (event-log.ts)
 * put on it again, in the order the board showed them, so no event is lost to a slower answer. A copy
 * with fewer steps in its history than the answer's own is older than the answer, and skipped.
 */
export function withLater(board: DeskBoard, later: readonly DeskOrder[]): DeskBoard {
  return later.reduce((now, order) => {
    const held = now.open.find((o) => o.id === order.id);
    return held && held.history.length > order.history.length ? now : withOrder(now, order);
  }, board);
}

/**
 * The finished pages with this order now: a finished order at the head of the first page (staff see
 * it finish there), any older copy replaced; an order in progress again (it never is) off them.
 */
export function withFinished<T extends readonly DeskOrder[]>(pages: readonly T[], order: DeskOrder): (T | DeskOrder[])[] {
  const rest: (T | DeskOrder[])[] = pages.map((p) => (p.some((o) => o.id === order.id) ? p.filter((o) => o.id !== order.id) : p));
  if (isFinal(order.status) && rest.length > 0) rest[0] = placed(rest[0], order);
  return rest;
}

/** The finished pages' orders, each once, newest first within each page (a page read after an older order finished may hold it again). */
export function allFinished(pages: readonly (readonly DeskOrder[])[]): DeskOrder[] {
  const seen = new Set<number>();
  return pages.flat().filter((o) => !seen.has(o.id) && seen.add(o.id));
}

/**
 * The board query's structural sharing: an order keeps its old object while it has not changed,
 * matched by id. (The default matches arrays by index, so a new order at the head of the list made
 * every order after it a new object, and every card render again.)
 */
export function shareOrders(old: unknown, next: unknown): unknown {
  if (!isBoard(old) || !isBoard(next)) return next;
  const before = new Map(old.open.map((o) => [o.id, o]));
  return { ...next, open: next.open.map((o) => (before.has(o.id) ? replaceEqualDeep(before.get(o.id), o) : o)) };
}

const isBoard = (v: unknown): v is DeskBoard => typeof v === 'object' && v !== null && Array.isArray((v as DeskBoard).open);

/**
 * A first finished page with the orders of the events it was read before and arrived after
 * (event-log.ts) put on it again, as `withLater` does the board's: an order that finished while the
 * page was in flight is at its head. A copy with fewer steps than the page's own is older, and skipped.
 */
export function finishedWithLater(orders: readonly DeskOrder[], later: readonly DeskOrder[]): readonly DeskOrder[] {
  return later.reduce<readonly DeskOrder[]>((now, order) => {
    const held = now.find((o) => o.id === order.id);
    return held && held.history.length > order.history.length ? now : withFinished([now], order)[0];
  }, orders);
}
