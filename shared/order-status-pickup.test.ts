import { describe, expect, it } from 'vitest';
import {
  ADVANCE_STATUSES,
  advanceStatus,
  bumpStatus,
  canMove,
  fulfilmentPath,
  lastBump,
  nextStatus,
  ORDER_STATUSES,
  recallStatus,
  shopperMayCancel,
  type Fulfilment,
  type Mover,
  type OrderStatus,
} from './order-status';

// Pickup's path in the one status table: cooking -> ready -> collected, where a delivery goes on the way.
const movers: Mover[] = ['staff', 'shopper', 'operator'];
const moves = (mover: Mover, fulfilment: Fulfilment) =>
  ORDER_STATUSES.flatMap((from) =>
    ORDER_STATUSES.filter((to) => canMove({ status: from, fulfilment }, to, mover)).map((to) => `${from}>${to}`),
  );

describe('the pickup path', () => {
  it('goes cooking -> ready -> collected for pickup and cooking -> on_the_way -> delivered for delivery', () => {
    expect(fulfilmentPath('pickup')).toEqual(['to_confirm', 'new', 'accepted', 'cooking', 'ready', 'collected']);
    expect(fulfilmentPath('delivery')).toEqual(['to_confirm', 'new', 'accepted', 'cooking', 'on_the_way', 'delivered']);
    expect(ORDER_STATUSES.map((s) => nextStatus(s, 'pickup'))).toEqual([
      'new',
      'accepted',
      'cooking',
      'ready',
      null,
      'collected',
      null,
      null,
      null,
    ]);
    expect(advanceStatus('cooking', 'pickup')).toBe('ready');
    expect(advanceStatus('ready', 'pickup')).toBe('collected');
    expect(advanceStatus('cooking', 'delivery')).toBe('on_the_way');
    expect(ADVANCE_STATUSES).toContain('ready');
    expect(ADVANCE_STATUSES).toContain('collected');
  });

  it('never sends a pickup order on the way nor a delivery to the counter, and the shop may cancel a ready order (not the shopper)', () => {
    const path = ['to_confirm>new', 'new>accepted', 'accepted>cooking', 'cooking>ready', 'ready>collected'];
    const cancels = ['to_confirm>cancelled', 'new>cancelled', 'accepted>cancelled', 'cooking>cancelled', 'ready>cancelled'];
    for (const mover of ['staff', 'operator'] as const) expect(moves(mover, 'pickup').sort()).toEqual([...path, ...cancels].sort());
    for (const mover of movers) {
      expect(canMove({ status: 'cooking', fulfilment: 'pickup' }, 'on_the_way', mover)).toBe(false);
      expect(canMove({ status: 'cooking', fulfilment: 'delivery' }, 'ready', mover)).toBe(false);
      expect(canMove({ status: 'ready', fulfilment: 'delivery' }, 'collected', mover)).toBe(false);
      expect(canMove({ status: 'on_the_way', fulfilment: 'pickup' }, 'delivered', mover)).toBe(false);
    }
    expect(shopperMayCancel('ready')).toBe(false);
  });

  it('bumps a pickup order from cooking to ready on the kitchen display, and recalls it from ready to cooking', () => {
    expect(bumpStatus('cooking', 'pickup')).toBe('ready');
    expect(bumpStatus('accepted', 'pickup')).toBe('cooking');
    expect(bumpStatus('ready', 'pickup')).toBeNull();
    expect(recallStatus('ready')).toBe('cooking');
    expect(canMove({ status: 'ready', fulfilment: 'pickup' }, 'cooking', 'staff', 'recall')).toBe(true);
    const at = (status: OrderStatus, minute: number) => ({ status, at: `2026-03-02T07:0${minute}:00.000Z` });
    expect(lastBump([at('cooking', 1), at('ready', 2)])).toEqual({ from: 'cooking', to: 'ready', at: at('ready', 2).at });
    expect(lastBump([at('ready', 2), at('collected', 3)])).toBeNull();
  });
});
