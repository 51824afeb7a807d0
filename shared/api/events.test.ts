import { describe, expect, it } from 'vitest';
import { isOrderEvent, parseShopEvent, type ShopEvent } from './events';

const at = '2026-12-02T10:00:00.000Z';

describe('the shop event union', () => {
  it('reads each member as the server writes it', () => {
    const events: ShopEvent[] = [
      { type: 'order.placed', order_id: 3, status: 'new', at },
      { type: 'order.changed', order_id: 3, status: 'on_the_way', at },
      { type: 'shop.changed', at },
      { type: 'zones.changed', at },
      { type: 'menu.changed', at },
    ];
    expect(events.map((event) => parseShopEvent(event.type, JSON.stringify(event)))).toEqual(events);
    expect(events.filter(isOrderEvent).map((e) => e.order_id)).toEqual([3, 3]);
  });

  it('refuses what is not one of them', () => {
    const bad = [
      undefined,
      'not json',
      'null',
      JSON.stringify({ type: 'order.placed', order_id: 3, status: 'accepted', at }),
      JSON.stringify({ type: 'order.changed', order_id: 0, status: 'accepted', at }),
      JSON.stringify({ type: 'order.changed', order_id: 3, status: 'lost', at }),
      JSON.stringify({ type: 'zones.changed' }),
      JSON.stringify({ type: 'basket.changed', at }),
    ];
    expect(
      bad.map(
        (data) => parseShopEvent('order.changed', data) ?? parseShopEvent('order.placed', data) ?? parseShopEvent('zones.changed', data),
      ),
    ).toEqual(bad.map(() => null));
    expect(parseShopEvent('order.placed', JSON.stringify({ type: 'order.changed', order_id: 3, status: 'cooking', at }))).toBeNull();
  });
});
