// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { Order } from '../../../shared/api/types';
import { GUEST_ORDERS_KEPT, guestOrdersStore, rememberGuestOrder } from './guest-orders';

const order = (n: number, extra: Partial<Order> = {}) =>
  ({
    id: n,
    number: String(n).padStart(4, '0'),
    tracking_url: `/track/t${n}`,
    created_at: '2026-12-02T05:00:00Z',
    total: '45.00',
    phone: '65123456',
    ...extra,
  }) as Order;

describe("a guest's orders on this device", () => {
  afterEach(() => localStorage.clear());

  it('newest first, a replayed send once, the last few only, and nothing but what the tracking link shows', () => {
    rememberGuestOrder(order(1));
    rememberGuestOrder(order(2));
    rememberGuestOrder(order(1)); // the same order answered again (Idempotency-Key)
    expect(guestOrdersStore.get().map((o) => o.number)).toEqual(['0001', '0002']);
    for (let n = 3; n <= 9; n++) rememberGuestOrder(order(n));
    expect(guestOrdersStore.get()).toHaveLength(GUEST_ORDERS_KEPT);
    expect(guestOrdersStore.get()[0]).toEqual({
      number: '0009',
      tracking_url: '/track/t9',
      created_at: '2026-12-02T05:00:00Z',
      total: '45.00',
    });
    expect(localStorage.getItem('shop.guest-orders.v1')).not.toContain('65123456');
  });

  it("an order without a tracking link (a customer's) and a tampered entry are not listed", () => {
    rememberGuestOrder(order(1, { tracking_url: undefined }));
    expect(guestOrdersStore.get()).toEqual([]);
    localStorage.setItem(
      'shop.guest-orders.v1',
      JSON.stringify([{ number: '1', tracking_url: 'https://evil.example/', created_at: '', total: '' }]),
    );
    expect(guestOrdersStore.get()).toEqual([]);
  });
});
