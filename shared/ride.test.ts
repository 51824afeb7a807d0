import { describe, expect, it } from 'vitest';
import { rideMinutes, LEARNED_MIN_ORDERS } from './estimate';
import { cookFrom } from './kitchen';

describe("a later delivery's start (rideMinutes, cookFrom)", () => {
  it("is what the zone's estimate leaves after the kitchen's target until enough rides, then their median", () => {
    expect(rideMinutes(50, 15, [])).toBe(35);
    expect(rideMinutes(50, 15, [10, 12, 14, 16].slice(0, LEARNED_MIN_ORDERS - 1))).toBe(35);
    expect(rideMinutes(50, 15, [10, 20, 12, 14, 40])).toBe(14);
    // a zone whose estimate is shorter than the kitchen's target leaves the road nothing, never less
    expect(rideMinutes(10, 20, [])).toBe(0);
  });

  it('starts the target and the ride before a later time, never before the accept; as soon as possible at the accept', () => {
    const accepted = '2026-03-02T07:00:00.000Z';
    const due = '2026-03-02T10:00:00.000Z';
    expect(cookFrom({ accepted_at: accepted, delivery_time: due }, 15, 35)).toBe('2026-03-02T09:10:00.000Z');
    expect(cookFrom({ accepted_at: accepted, delivery_time: due }, 15)).toBe('2026-03-02T09:45:00.000Z');
    expect(cookFrom({ accepted_at: accepted, delivery_time: due }, 120, 90)).toBe(accepted);
    expect(cookFrom({ accepted_at: accepted, delivery_time: 'asap' }, 15, 35)).toBe(accepted);
  });
});
