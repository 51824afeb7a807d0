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

/** The board with this order now: among the open ones while in progress, at the head of the finished once done. */
export function withOrder(board: DeskBoard, order: DeskOrder): DeskBoard {
  const open = board.open.filter((o) => o.id !== order.id);
  if (!isFinal(order.status)) return { ...board, open: placed(open, order) };
  const known = board.finished.some((o) => o.id === order.id);
  return {
    ...board,
    open,
    finished: placed(board.finished, order),
    finished_total: board.finished_total + (known ? 0 : 1),
  };
}

/** The board's first page of finished orders and the pages shown after it, each order once, newest first. */
export function allFinished(first: readonly DeskOrder[], more: readonly (readonly DeskOrder[])[]): DeskOrder[] {
  const seen = new Set(first.map((o) => o.id));
  const later = more.flat().filter((o) => !seen.has(o.id) && seen.add(o.id));
  return [...first, ...later];
}

/**
 * The board query's structural sharing: an order keeps its old object while it has not changed,
 * matched by id. (The default matches arrays by index, so a new order at the head of the list made
 * every order after it a new object, and every card render again.)
 */
export function shareOrders(old: unknown, next: unknown): unknown {
  if (!isBoard(old) || !isBoard(next)) return next;
  const before = new Map([...old.open, ...old.finished].map((o) => [o.id, o]));
  const share = (list: DeskOrder[]) => list.map((o) => (before.has(o.id) ? replaceEqualDeep(before.get(o.id), o) : o));
  return { ...next, open: share(next.open), finished: share(next.finished) };
}

const isBoard = (v: unknown): v is DeskBoard =>
  typeof v === 'object' && v !== null && Array.isArray((v as DeskBoard).open) && Array.isArray((v as DeskBoard).finished);
