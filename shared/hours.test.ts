import { describe, expect, it } from 'vitest';
import { deliveryTimeProblem, minuteOfDay, startOfDay, withinHours } from './hours';

const hours = { opens: '10:00', closes: '23:00' };
// 12:00 in Ashgabat
const now = new Date('2026-03-02T07:00:00Z');

describe('shop hours', () => {
  it('reads instants on the Ashgabat clock, UTC+5', () => {
    expect(minuteOfDay(Date.parse('2026-03-02T07:00:00Z'))).toBe(12 * 60);
    expect(minuteOfDay(Date.parse('2026-03-02T20:30:00Z'))).toBe(90);
    // 01:00 on the 3rd in Ashgabat is still the 2nd in UTC
    expect(new Date(startOfDay(Date.parse('2026-03-02T20:00:00Z'))).toISOString()).toBe('2026-03-02T19:00:00.000Z');
    expect(new Date(startOfDay(Date.parse('2026-03-02T18:59:00Z'))).toISOString()).toBe('2026-03-01T19:00:00.000Z');
  });

  it('understands hours that run past midnight and round-the-clock hours', () => {
    expect(withinHours(60, { opens: '10:00', closes: '02:00' })).toBe(true);
    expect(withinHours(180, { opens: '10:00', closes: '02:00' })).toBe(false);
    expect(withinHours(0, { opens: '00:00', closes: '00:00' })).toBe(true);
  });
});

describe('delivery time', () => {
  it.each([
    ['asap', null],
    ['2026-03-02T13:00:00+05:00', null],
    ['2026-03-02T12:30:00+05:00', 'too_soon'],
    ['2026-03-02T12:59:59+05:00', 'too_soon'],
    ['2026-03-02T11:00:00+05:00', 'in_the_past'],
    ['2026-03-03T03:00:00+05:00', 'outside_working_hours'],
    ['2026-03-20T12:00:00+05:00', 'too_far'],
    ['2026-03-02T19:30:00', 'invalid'],
    ['tomorrow', 'invalid'],
  ])('%s -> %s', (value, problem) => {
    expect(deliveryTimeProblem(value, hours, now)).toBe(problem);
  });
});
