import { describe, expect, it } from 'vitest';
import type { DeskOrder } from '../../../shared/api/desk';
import type { DeskBoard } from '../../../shared/desk-board';
import { allFinished, replaced, shareOrders, withFinished, withLater, withOrder } from './board-cache';

const order = (id: number, status: DeskOrder['status']) => ({ id, status }) as DeskOrder;
const board = (open: DeskOrder[], total = 0): DeskBoard => ({ open, finished_total: total, last_event_id: 0 });
const ids = (pages: readonly (readonly DeskOrder[])[]) => pages.map((p) => p.map((o) => o.id));

describe("the board's cache, one order at a time", () => {
  it('puts a new order at the head of the open ones and keeps every other object as it was', () => {
    const a = order(1, 'accepted');
    const b = order(3, 'cooking');
    const next = withOrder(board([b, a]), order(5, 'new'));
    expect(next.open.map((o) => o.id)).toEqual([5, 3, 1]);
    expect(next.open[1]).toBe(b);
    expect(next.open[2]).toBe(a);
  });

  it('takes an order that finished off the board, counting it once', () => {
    const start = board([order(4, 'on_the_way'), order(2, 'new')], 40);
    const once = withOrder(start, order(4, 'delivered'));
    expect(once.open.map((o) => o.id)).toEqual([2]);
    expect(once.finished_total).toBe(41);
    // the same answer twice (the move's, then its event's): still once, and the same board
    expect(withOrder(once, order(4, 'delivered'))).toBe(once);
  });

  it('puts an order that finished at the head of the first finished page, once, leaving the other pages as they were', () => {
    const later = [order(5, 'delivered'), order(2, 'delivered')];
    const pages = [[order(8, 'delivered'), order(6, 'cancelled')], later];
    const next = withFinished(pages, order(9, 'cancelled'));
    expect(ids(next)).toEqual([
      [9, 8, 6],
      [5, 2],
    ]);
    expect(next[1]).toBe(later);
    expect(next[0][1]).toBe(pages[0][0]);
    expect(ids(withFinished(next, order(9, 'cancelled')))).toEqual([
      [9, 8, 6],
      [5, 2],
    ]);
    // an older order finishing (its id below the first page's): on the first page, off a later one
    expect(ids(withFinished(pages, order(5, 'cancelled')))).toEqual([[8, 6, 5], [2]]);
    // nothing read yet: nothing to put it in (the first page, when read, has it)
    expect(withFinished([], order(9, 'delivered'))).toEqual([]);
  });

  it('replaces an order that moved on inside the open list, in its place by id', () => {
    const next = withOrder(board([order(9, 'new'), order(7, 'new')]), order(7, 'accepted'));
    expect(next.open.map((o) => [o.id, o.status])).toEqual([
      [9, 'new'],
      [7, 'accepted'],
    ]);
  });

  it('shows each finished order once across the pages, and leaves a list without the order as it was', () => {
    expect(
      allFinished([
        [order(9, 'delivered'), order(8, 'cancelled')],
        [order(8, 'cancelled'), order(5, 'delivered')],
        [order(2, 'delivered')],
      ]).map((o) => o.id),
    ).toEqual([9, 8, 5, 2]);
    const list = [order(1, 'new')];
    expect(replaced(list, order(2, 'new'))).toBe(list);
    expect(replaced(list, order(1, 'accepted'))[0].status).toBe('accepted');
  });
});

describe("the board query's sharing", () => {
  it('keeps each unchanged order object by id, whatever moved before it in the list', () => {
    const three = { ...order(3, 'new'), lines: [] };
    const two = { ...order(2, 'accepted'), lines: [] };
    const old = board([three, two]);
    const next = board([order(9, 'new'), { ...three }, { ...two, status: 'cooking' as const }]);
    const shared = shareOrders(old, next) as DeskBoard;
    expect(shared.open[1]).toBe(three);
    expect(shared.open[2]).not.toBe(two);
    expect(shared.open[2].status).toBe('cooking');
  });

  it('puts the orders of events the answer was read before on it again, in order, and skips a copy older than its own', () => {
    const steps = (id: number, status: DeskOrder['status'], n: number) => ({ id, status, history: Array(n).fill({}) }) as DeskOrder;
    const answer = board([steps(3, 'cooking', 3), steps(2, 'new', 1)], 4);
    const next = withLater(answer, [steps(9, 'new', 1), steps(2, 'accepted', 2), steps(3, 'accepted', 2), steps(9, 'accepted', 2)]);
    expect(next.open.map((o) => [o.id, o.status])).toEqual([
      [9, 'accepted'],
      [3, 'cooking'],
      [2, 'accepted'],
    ]);
    expect(next.open[1]).toBe(answer.open[0]);
    expect(withLater(answer, [steps(2, 'delivered', 5)])).toMatchObject({ open: [answer.open[0]], finished_total: 5 });
    expect(withLater(answer, [])).toBe(answer);
  });
});
