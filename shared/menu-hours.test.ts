import { describe, expect, it } from 'vitest';
import { clockOf } from './hours';
import {
  ALL_DAYS,
  availability,
  availabilityWords,
  clockOfMinute,
  daysToMask,
  isValidWindow,
  maskToDays,
  nextServedAt,
  servedAt,
  windowOf,
  windowsOf,
  wordsChangeAt,
  type MenuWindow,
} from './menu-hours';

// an Ashgabat clock time (UTC+5) on a date: Monday 2026-03-02 is the week's first day here
const at = (date: string, time: string) => Date.parse(`${date}T${time}:00+05:00`);
const MON = '2026-03-02';
const TUE = '2026-03-03';
const SAT = '2026-03-07';
const SUN = '2026-03-08';

const breakfast: MenuWindow = { days: ALL_DAYS, from: 8 * 60, until: 11 * 60 };
const weekdayLunch: MenuWindow = { days: [0, 1, 2, 3, 4], from: 12 * 60, until: 15 * 60 };
// Friday and Saturday nights, 22:00–02:00
const night: MenuWindow = { days: [4, 5], from: 22 * 60, until: 2 * 60 };

describe('menu hours: is a dish served at an instant', () => {
  it('serves inside the window, from its first minute up to (not at) its last', () => {
    expect(servedAt([breakfast], at(MON, '07:59'))).toBe(false);
    expect(servedAt([breakfast], at(MON, '08:00'))).toBe(true);
    expect(servedAt([breakfast], at(MON, '10:59'))).toBe(true);
    expect(servedAt([breakfast], at(MON, '11:00'))).toBe(false);
  });

  it('no window is always served', () => {
    expect(servedAt([], at(MON, '03:00'))).toBe(true);
  });

  it('keeps to its weekdays', () => {
    expect(servedAt([weekdayLunch], at(MON, '13:00'))).toBe(true);
    expect(servedAt([weekdayLunch], at(SAT, '13:00'))).toBe(false);
  });

  it('runs past midnight: the night belongs to the evening it began on', () => {
    const FRI = '2026-03-06';
    expect(servedAt([night], at(FRI, '23:30'))).toBe(true);
    // 01:00 on Saturday is Friday's night
    expect(servedAt([night], at(SAT, '01:00'))).toBe(true);
    expect(servedAt([night], at(SAT, '02:00'))).toBe(false);
    // 01:00 on Sunday is Saturday's night; 01:00 on Monday would be Sunday's, which has none
    expect(servedAt([night], at(SUN, '01:00'))).toBe(true);
    expect(servedAt([night], at(MON, '01:00'))).toBe(false);
    // Thursday evening has no night menu
    expect(servedAt([night], at('2026-03-05', '23:00'))).toBe(false);
  });

  it('needs every window at once: the category and the dish', () => {
    const lateBreakfast: MenuWindow = { days: ALL_DAYS, from: 10 * 60, until: 12 * 60 };
    expect(servedAt([breakfast, lateBreakfast], at(MON, '09:00'))).toBe(false);
    expect(servedAt([breakfast, lateBreakfast], at(MON, '10:30'))).toBe(true);
    expect(servedAt([breakfast, lateBreakfast], at(MON, '11:30'))).toBe(false);
  });

  it('a closure day starts no window, but a night begun the day before still ends', () => {
    expect(servedAt([breakfast], at(TUE, '09:00'), [TUE])).toBe(false);
    expect(servedAt([night], at(SAT, '01:00'), [SAT])).toBe(true);
    expect(servedAt([night], at(SAT, '23:00'), [SAT])).toBe(false);
  });
});

describe('menu hours: when is it next served', () => {
  it('later today, tomorrow, or on a weekday', () => {
    expect(availability([breakfast], at(MON, '09:00'))).toEqual({ state: 'served' });
    expect(availability([breakfast], at(MON, '06:00'))).toEqual({ state: 'later', at: at(MON, '08:00'), day: 0, weekday: 0 });
    expect(availability([breakfast], at(MON, '11:30'))).toEqual({ state: 'later', at: at(TUE, '08:00'), day: 1, weekday: 1 });
    const next = availability([weekdayLunch], at(SAT, '13:00'));
    expect(next).toEqual({ state: 'later', at: at('2026-03-09', '12:00'), day: 2, weekday: 0 });
  });

  it('skips a closure day', () => {
    expect(nextServedAt([breakfast], at(MON, '11:30'), [TUE])).toBe(at('2026-03-04', '08:00'));
  });

  it('finds where two windows first overlap', () => {
    const lateBreakfast: MenuWindow = { days: ALL_DAYS, from: 10 * 60, until: 12 * 60 };
    expect(clockOf(nextServedAt([breakfast, lateBreakfast], at(MON, '07:00'))!)).toBe('10:00');
  });

  it('says so when windows never meet', () => {
    const afternoon: MenuWindow = { days: ALL_DAYS, from: 14 * 60, until: 16 * 60 };
    expect(availability([breakfast, afternoon], at(MON, '07:00'))).toEqual({ state: 'not_soon' });
  });

  it('a night window next opens in the evening', () => {
    expect(nextServedAt([night], at(MON, '12:00'))).toBe(at('2026-03-06', '22:00'));
  });
});

describe('menu hours: stored form', () => {
  it('keeps weekdays as a bit mask and all-null columns as no window', () => {
    expect(daysToMask([0, 2, 6])).toBe(0b1000101);
    expect(maskToDays(0b1000101)).toEqual([0, 2, 6]);
    expect(windowOf(null, null, null)).toBeNull();
    expect(windowOf(127, 480, 660)).toEqual(breakfast);
    expect(windowsOf(null, breakfast, undefined)).toEqual([breakfast]);
  });

  it('refuses an empty or malformed window', () => {
    expect(isValidWindow(breakfast)).toBe(true);
    expect(isValidWindow(night)).toBe(true);
    expect(isValidWindow({ days: ALL_DAYS, from: 0, until: 1440 })).toBe(true);
    expect(isValidWindow({ days: [], from: 480, until: 660 })).toBe(false);
    expect(isValidWindow({ days: [7], from: 480, until: 660 })).toBe(false);
    expect(isValidWindow({ days: [1, 1], from: 480, until: 660 })).toBe(false);
    expect(isValidWindow({ days: ALL_DAYS, from: 480, until: 480 })).toBe(false);
    expect(isValidWindow({ days: ALL_DAYS, from: 1440, until: 60 })).toBe(false);
  });

  it('writes a minute of the day as a clock', () => {
    expect(clockOfMinute(480)).toBe('08:00');
    expect(clockOfMinute(1440)).toBe('24:00');
  });
});

describe('menu hours: the words', () => {
  it('picks today, tomorrow or the weekday, with the clock time', () => {
    expect(availabilityWords({ state: 'served' })).toBeNull();
    expect(availabilityWords(availability([breakfast], at(MON, '06:00')))).toEqual({ key: 'today', time: '08:00', weekday: 0 });
    expect(availabilityWords(availability([breakfast], at(MON, '11:30')))).toEqual({ key: 'tomorrow', time: '08:00', weekday: 1 });
    expect(availabilityWords(availability([weekdayLunch], at(SAT, '13:00')))).toEqual({ key: 'day', time: '12:00', weekday: 0 });
    expect(availabilityWords({ state: 'not_soon' })?.key).toBe('not_soon');
  });
});

describe('wordsChangeAt: until when a page rendered at an instant says the same words', () => {
  const breakfast: MenuWindow = { days: ALL_DAYS, from: 480, until: 660 };
  const night: MenuWindow = { days: [4], from: 22 * 60, until: 120 };
  it('the end of breakfast while it is served, its start before, midnight after', () => {
    expect(wordsChangeAt([breakfast], at(MON, '10:59'))).toBe(at(MON, '11:00'));
    expect(wordsChangeAt([breakfast], at(MON, '07:00'))).toBe(at(MON, '08:00'));
    // "tomorrow from 08:00" becomes "from 08:00" at midnight
    expect(wordsChangeAt([breakfast], at(MON, '11:00'))).toBe(at('2026-03-03', '00:00'));
  });
  it("a night's window ends the next morning; no window: never", () => {
    expect(wordsChangeAt([night], at('2026-03-07', '01:00'))).toBe(at('2026-03-07', '02:00'));
    expect(wordsChangeAt([], at(MON, '10:00'))).toBe(Infinity);
  });
});
