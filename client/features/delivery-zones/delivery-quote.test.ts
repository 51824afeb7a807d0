import { describe, expect, it } from 'vitest';
import type { DeliveryZone } from '../../../shared/zones';
import { deliveryQuote, quoteRefuses } from './delivery-quote';

const zone: DeliveryZone = {
  id: 1,
  name: 'Merkez',
  fee: 1000,
  minimum: 10000,
  estimate: 40,
  polygon: [
    [37, 59],
    [38, 59],
    [38, 60],
    [37, 60],
  ],
};

describe('deliveryQuote', () => {
  it('shows the flat fee until the zones are known', () => {
    expect(deliveryQuote(undefined, { lat: 37.5, lng: 59.5 }, 0, 1500)).toEqual({ kind: 'pending', fee: 1500 });
  });

  it('gives the zone’s fee, minimum, what is missing and the estimate', () => {
    const quote = deliveryQuote([zone], { lat: 37.5, lng: 59.5 }, 4550, 1500);
    expect(quote).toEqual({ kind: 'zone', fee: 1000, minimum: 10000, missing: 5450, estimate: 40, busy: 0, located: true });
    expect(quoteRefuses(quote)).toBe(true);
    expect(quoteRefuses(deliveryQuote([zone], { lat: 37, lng: 59.5 }, 10000, 1500))).toBe(false);
  });

  it('quotes the shop’s estimate for the zone once it is here, busy minutes included', () => {
    const estimates = {
      busy: { extra_minutes: 30, until: '2026-03-02T08:00:00.000Z' },
      zones: [{ zone_id: 1, minutes: 63, typical_minutes: 33, basis: { kind: 'orders' as const, orders: 18 } }],
    };
    expect(deliveryQuote([zone], { lat: 37.5, lng: 59.5 }, 10000, 1500, estimates)).toMatchObject({ estimate: 63, busy: 30 });
  });

  it('refuses a point outside every zone', () => {
    const quote = deliveryQuote([zone], { lat: 36, lng: 59.5 }, 99999, 1500);
    expect(quote).toEqual({ kind: 'outside', fee: 0 });
    expect(quoteRefuses(quote)).toBe(true);
  });

  it('prices an address without a point as the dearest zone, not located', () => {
    expect(deliveryQuote([zone, { ...zone, id: 2, fee: 2000, minimum: 0 }], null, 0, 1500)).toMatchObject({ fee: 2000, located: false });
  });
});
