import { describe, expect, it } from 'vitest';
import { staffSightings } from './staff-sightings';

describe('the desk tokens seen accepted', () => {
  it('knows a token seen until its time runs out, renewed by each sighting, and none after sign-out', () => {
    let at = 0;
    const seen = staffSightings({ now: () => at, ttlMs: 100 });
    expect([seen.known('a'), seen.known(undefined), seen.known('')]).toEqual([false, false, false]);
    seen.seen('a');
    at = 99;
    expect(seen.known('a')).toBe(true);
    seen.seen('a');
    at = 198;
    expect([seen.known('a'), seen.known('b')]).toEqual([true, false]);
    at = 199;
    expect([seen.known('a'), seen.size]).toEqual([false, 0]);
    seen.seen('a');
    seen.forget('a');
    expect(seen.known('a')).toBe(false);
  });

  it('keeps the most recently seen `max` tokens', () => {
    const seen = staffSightings({ max: 2 });
    seen.seen('a');
    seen.seen('b');
    seen.seen('a');
    seen.seen('c');
    expect(['a', 'b', 'c'].map((t) => seen.known(t))).toEqual([true, false, true]);
    expect(seen.size).toBe(2);
  });
});
