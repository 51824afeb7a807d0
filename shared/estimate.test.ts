import { describe, expect, it } from 'vitest';
import { acceptAt, activeBusy, busyExtraMinutes, deliveryZone, medianMinutes, typicalMinutes, LEARNED_ORDERS } from './estimate';
import type { DeliveryZone } from './zones';

const zone = (id: number, west: number): DeliveryZone => ({
  id,
  name: `z${id}`,
  fee: 1000,
  minimum: 0,
  estimate: 40,
  polygon: [
    [37, west],
    [38, west],
    [38, west + 1],
    [37, west + 1],
  ],
});

describe('busy mode', () => {
  const busy = { extra_minutes: 30, until: '2026-03-02T08:00:00.000Z' };
  it('adds its minutes until its end time, then nothing', () => {
    expect(busyExtraMinutes(busy, new Date('2026-03-02T07:59:59.000Z'))).toBe(30);
    expect(busyExtraMinutes(busy, new Date('2026-03-02T08:00:00.000Z'))).toBe(0);
    expect(activeBusy(busy, new Date('2026-03-02T09:00:00.000Z'))).toBeNull();
    expect(busyExtraMinutes(null, new Date())).toBe(0);
  });
});

describe('the learned estimate', () => {
  it('is the median, the upper middle rounded up for an even count', () => {
    expect(medianMinutes([50, 20, 30])).toBe(30);
    expect(medianMinutes([20, 30, 31, 90])).toBe(31);
  });
  it("holds the zone's setting below five orders and counts only the newest twenty", () => {
    expect(typicalMinutes(40, [10, 10, 10, 10])).toEqual({ minutes: 40, basis: { kind: 'zone', orders: 4 } });
    expect(typicalMinutes(40, [10, 20, 30, 40, 50])).toEqual({ minutes: 30, basis: { kind: 'orders', orders: 5 } });
    const many = [
      ...Array.from({ length: LEARNED_ORDERS }, () => 25),
      90,
      90,
      90,
      90,
      90,
      90,
      90,
      90,
      90,
      90,
      90,
      90,
      90,
      90,
      90,
      90,
      90,
      90,
      90,
      90,
      90,
    ];
    expect(typicalMinutes(40, many)).toEqual({ minutes: 25, basis: { kind: 'orders', orders: LEARNED_ORDERS } });
  });
  it("puts a delivery in its point's zone; without a point only a shop's single zone", () => {
    const zones = [zone(1, 59), zone(2, 60)];
    expect(deliveryZone(zones, { lat: 37.5, lng: 60.5 })?.id).toBe(2);
    expect(deliveryZone(zones, null)).toBeNull();
    expect(deliveryZone([zones[0]], null)?.id).toBe(1);
  });
});

describe('the accept default as a clock time', () => {
  it('rounds up to the minute in Ashgabat and says tomorrow after midnight', () => {
    expect(acceptAt(45, new Date('2026-03-02T07:00:30.000Z'))).toEqual({ time: '12:46', day: 'today' });
    expect(acceptAt(60, new Date('2026-03-02T18:30:00.000Z'))).toEqual({ time: '00:30', day: 'tomorrow' });
  });
});
