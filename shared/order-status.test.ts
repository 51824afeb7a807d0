import { describe, expect, it } from 'vitest';
import {
  ADVANCE_STATUSES,
  FINAL_STATUSES,
  KITCHEN_STATUSES,
  OPEN_STATUSES,
  ORDER_STATUSES,
  PLACED_STATUSES,
  RECALL_MINUTES,
  advanceStatus,
  bumpStatus,
  canMove,
  isUnderWay,
  lastBump,
  nextStatus,
  placedStatus,
  recallOpen,
  recallStatus,
  shopperMayCancel,
  FULFILMENTS,
  type Fulfilment,
  type Mover,
  type OrderStatus,
} from './order-status';

const movers: Mover[] = ['staff', 'shopper', 'operator'];
const moves = (mover: Mover, fulfilment: Fulfilment = 'delivery') =>
  ORDER_STATUSES.flatMap((from) =>
    ORDER_STATUSES.filter((to) => canMove({ status: from, fulfilment }, to, mover)).map((to) => `${from}>${to}`),
  );
const delivery = (status: OrderStatus) => ({ status, fulfilment: 'delivery' as const });

describe('the order status machine', () => {
  it('lists the statuses in the order an order passes through them', () => {
    expect(ORDER_STATUSES).toEqual([
      'to_confirm',
      'new',
      'accepted',
      'cooking',
      'on_the_way',
      'ready',
      'delivered',
      'collected',
      'cancelled',
    ]);
    expect(OPEN_STATUSES).toEqual(['to_confirm', 'new', 'accepted', 'cooking', 'on_the_way', 'ready']);
    expect(FINAL_STATUSES).toEqual(['delivered', 'collected', 'cancelled']);
  });

  it('lets the restaurant step an order on along the kitchen path and cancel it until it is finished', () => {
    const path = ['to_confirm>new', 'new>accepted', 'accepted>cooking', 'cooking>on_the_way', 'on_the_way>delivered'];
    const cancels = ['to_confirm>cancelled', 'new>cancelled', 'accepted>cancelled', 'cooking>cancelled', 'on_the_way>cancelled'];
    for (const mover of ['staff', 'operator'] as const) expect(moves(mover).sort()).toEqual([...path, ...cancels].sort());
  });

  it('lets the shopper only cancel, and only while the order is new or waiting for its call', () => {
    for (const f of FULFILMENTS) expect(moves('shopper', f)).toEqual(['to_confirm>cancelled', 'new>cancelled']);
    expect(ORDER_STATUSES.filter(shopperMayCancel)).toEqual(['to_confirm', 'new']);
  });

  it('moves an order waiting for its call only to new (then the usual accept) or to cancelled', () => {
    for (const mover of ['staff', 'operator'] as const) {
      expect(ORDER_STATUSES.filter((to) => canMove(delivery('to_confirm'), to, mover))).toEqual(['new', 'cancelled']);
      expect(canMove(delivery('to_confirm'), 'accepted', mover)).toBe(false);
    }
    expect(canMove(delivery('to_confirm'), 'new', 'shopper')).toBe(false);
    expect(PLACED_STATUSES.map((s) => placedStatus(s === 'to_confirm'))).toEqual(['to_confirm', 'new']);
  });

  it('never moves a finished order, nor back, nor to new except from to_confirm', () => {
    for (const mover of movers) {
      for (const to of ORDER_STATUSES) {
        for (const fulfilment of FULFILMENTS) {
          for (const done of ['delivered', 'collected', 'cancelled'] as const)
            expect(canMove({ status: done, fulfilment }, to, mover)).toBe(false);
          if (to !== 'to_confirm') expect(canMove({ status: to, fulfilment }, 'new', mover)).toBe(false);
          expect(canMove({ status: to, fulfilment }, 'to_confirm', mover)).toBe(false);
        }
      }
      expect(canMove(delivery('cooking'), 'accepted', mover)).toBe(false);
      expect(canMove(delivery('new'), 'cooking', mover)).toBe(false);
    }
  });

  it("gives the desk's next button, which accepting (with its estimate) is not", () => {
    expect(ORDER_STATUSES.map((s) => nextStatus(s, 'delivery'))).toEqual([
      'new',
      'accepted',
      'cooking',
      'on_the_way',
      'delivered',
      null,
      null,
      null,
      null,
    ]);
    expect(ORDER_STATUSES.map((s) => advanceStatus(s, 'delivery'))).toEqual([
      'new',
      null,
      'cooking',
      'on_the_way',
      'delivered',
      null,
      null,
      null,
      null,
    ]);
    expect(ADVANCE_STATUSES).toEqual(['new', 'cooking', 'on_the_way', 'ready', 'delivered', 'collected']);
  });

  it('counts an order under way from accepted until it is on its way or ready to collect', () => {
    expect(ORDER_STATUSES.filter(isUnderWay)).toEqual(['accepted', 'cooking', 'on_the_way']);
  });
});

describe("the kitchen display's stages", () => {
  it('shows accepted and cooking orders and bumps each one step on', () => {
    expect(KITCHEN_STATUSES).toEqual(['accepted', 'cooking']);
    expect(ORDER_STATUSES.map((s) => bumpStatus(s, 'delivery'))).toEqual([
      null,
      null,
      'cooking',
      'on_the_way',
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('recalls a bump back to the stage it came from, staff only, and nothing else', () => {
    expect(ORDER_STATUSES.map(recallStatus)).toEqual([null, null, null, 'accepted', 'cooking', 'cooking', null, null, null]);
    const recalls = (mover: Mover, fulfilment: Fulfilment = 'delivery') =>
      ORDER_STATUSES.flatMap((from) =>
        ORDER_STATUSES.filter((to) => canMove({ status: from, fulfilment }, to, mover, 'recall')).map((to) => `${from}>${to}`),
      );
    expect(recalls('staff')).toEqual(['cooking>accepted', 'on_the_way>cooking']);
    expect(recalls('staff', 'pickup')).toEqual(['cooking>accepted', 'ready>cooking']);
    expect(recalls('operator')).toEqual([]);
    expect(recalls('shopper')).toEqual([]);
  });

  it('finds the last bump in the history: a step on from a kitchen stage, never an accept or a recall', () => {
    const row = (status: OrderStatus, minute: number) => ({ status, at: `2026-03-02T07:${String(minute).padStart(2, '0')}:00.000Z` });
    expect(lastBump([row('new', 0), row('accepted', 1)])).toBeNull();
    expect(lastBump([row('new', 0), row('accepted', 1), row('cooking', 2)])).toEqual({
      from: 'accepted',
      to: 'cooking',
      at: row('cooking', 2).at,
    });
    expect(lastBump([row('cooking', 2), row('on_the_way', 3), row('cooking', 4)])).toBeNull();
    expect(lastBump([row('on_the_way', 3), row('delivered', 4)])).toBeNull();
    expect(lastBump([row('cooking', 2)])).toBeNull();
  });

  it('keeps a bump open for recall for five minutes to the millisecond', () => {
    const bump = { at: '2026-03-02T07:00:00.000Z' };
    expect(RECALL_MINUTES).toBe(5);
    expect(recallOpen(bump, Date.parse('2026-03-02T07:05:00.000Z'))).toBe(true);
    expect(recallOpen(bump, Date.parse('2026-03-02T07:05:00.001Z'))).toBe(false);
  });
});
