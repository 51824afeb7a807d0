import { describe, expect, it } from 'vitest';
import {
  ADVANCE_STATUSES,
  FINAL_STATUSES,
  OPEN_STATUSES,
  ORDER_STATUSES,
  advanceStatus,
  canMove,
  isUnderWay,
  nextStatus,
  shopperMayCancel,
  type Mover,
} from './order-status';

const movers: Mover[] = ['staff', 'shopper', 'operator'];
const moves = (mover: Mover) =>
  ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.filter((to) => canMove(from, to, mover)).map((to) => `${from}>${to}`));

describe('the order status machine', () => {
  it('lists the statuses in the order an order passes through them', () => {
    expect(ORDER_STATUSES).toEqual(['new', 'accepted', 'cooking', 'on_the_way', 'delivered', 'cancelled']);
    expect(OPEN_STATUSES).toEqual(['new', 'accepted', 'cooking', 'on_the_way']);
    expect(FINAL_STATUSES).toEqual(['delivered', 'cancelled']);
  });

  it('lets the restaurant step an order on along the kitchen path and cancel it until it is finished', () => {
    const path = ['new>accepted', 'accepted>cooking', 'cooking>on_the_way', 'on_the_way>delivered'];
    const cancels = ['new>cancelled', 'accepted>cancelled', 'cooking>cancelled', 'on_the_way>cancelled'];
    for (const mover of ['staff', 'operator'] as const) expect(moves(mover).sort()).toEqual([...path, ...cancels].sort());
  });

  it('lets the shopper only cancel, and only while the order is new', () => {
    expect(moves('shopper')).toEqual(['new>cancelled']);
    expect(ORDER_STATUSES.filter(shopperMayCancel)).toEqual(['new']);
  });

  it('never moves a finished order, nor back, nor to new', () => {
    for (const mover of movers) {
      for (const to of ORDER_STATUSES) {
        expect(canMove('delivered', to, mover)).toBe(false);
        expect(canMove('cancelled', to, mover)).toBe(false);
        expect(canMove(to, 'new', mover)).toBe(false);
      }
      expect(canMove('cooking', 'accepted', mover)).toBe(false);
      expect(canMove('new', 'cooking', mover)).toBe(false);
    }
  });

  it("gives the desk's next button, which accepting (with its estimate) is not", () => {
    expect(ORDER_STATUSES.map(nextStatus)).toEqual(['accepted', 'cooking', 'on_the_way', 'delivered', null, null]);
    expect(ORDER_STATUSES.map(advanceStatus)).toEqual([null, 'cooking', 'on_the_way', 'delivered', null, null]);
    expect(ADVANCE_STATUSES).toEqual(['cooking', 'on_the_way', 'delivered']);
  });

  it('counts an order under way from accepted until it is delivered', () => {
    expect(ORDER_STATUSES.filter(isUnderWay)).toEqual(['accepted', 'cooking', 'on_the_way']);
  });
});
