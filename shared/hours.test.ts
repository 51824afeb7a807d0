import { describe, expect, it } from 'vitest';
import {
  clockOf,
  dayBounds,
  dayMonthOf,
  deliveryTimeProblem,
  fullDateTimeOf,
  minuteOfDay,
  nextClockTime,
  shopDate,
  shortDateTimeOf,
  shownTime,
  startOfDay,
  withinHours,
} from './hours';

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

describe('the shop clock written out', () => {
  // 20:30Z on New Year's Eve is already 01:30 on the 1st in Ashgabat
  const newYear = Date.parse('2026-12-31T20:30:00Z');

  it('writes digits in fixed shapes from UTC+5, whatever zone the machine is in', () => {
    expect(clockOf(newYear)).toBe('01:30');
    expect(shopDate(newYear)).toBe('2027-01-01');
    expect(dayMonthOf(newYear)).toBe('01.01');
    expect(shortDateTimeOf(newYear)).toBe('01.01 01:30');
    expect(fullDateTimeOf(Date.parse('2026-11-21T05:00:00.000Z'))).toBe('21.11.2026 10:00');
    expect(fullDateTimeOf(newYear)).toBe('01.01.2027 01:30');
  });

  it('leaves stored text that is not a time as it is', () => {
    expect(shownTime('asap', fullDateTimeOf)).toBe('asap');
    expect(shownTime('2026-11-21T14:40:00Z', clockOf)).toBe('19:40');
  });

  it('turns an Ashgabat date and clock time into UTC instants', () => {
    expect(dayBounds('2026-03-02')).toEqual({ start: '2026-03-01T19:00:00.000Z', end: '2026-03-02T19:00:00.000Z' });
    // 12:00 there: 15:30 is still today, 09:00 is tomorrow's
    expect(nextClockTime('15:30', now.getTime())).toBe('2026-03-02T10:30:00.000Z');
    expect(nextClockTime('09:00', now.getTime())).toBe('2026-03-03T04:00:00.000Z');
  });
});
