import { describe, expect, it } from 'vitest';
import { everyDay, orderTimeProblem, pauseEnd, shopState, slotTimes, type ShopHours, type ShopRules } from './shop-week';

// Monday 2026-03-02; Ashgabat is UTC+5, so 12:00 there is 07:00Z.
const at = (ashgabat: string) => new Date(`${ashgabat}+05:00`);
const week = (opens: string, closes: string, lastOrderMinutes = 0, closures: string[] = []): ShopHours => ({
  ...everyDay({ opens, closes }),
  closures,
  lastOrderMinutes,
});
const rules = (hours: ShopHours, pause: ShopRules['pause'] = null): ShopRules => ({ hours, pause });

describe('the shop week', () => {
  it('is open inside the hours and says when it opens next outside them', () => {
    const day = rules(week('10:00', '23:00'));
    expect(shopState(day, at('2026-03-02T12:00'))).toEqual({ state: 'open', lastOrderAt: '2026-03-02T18:00:00.000Z' });
    expect(shopState(day, at('2026-03-02T09:00'))).toEqual({ state: 'closed', opensAt: '2026-03-02T05:00:00.000Z' });
    expect(shopState(day, at('2026-03-02T23:00'))).toEqual({ state: 'closed', opensAt: '2026-03-03T05:00:00.000Z' });
  });

  it('runs a night past midnight into the next day, and stops ASAP at the last-order time', () => {
    const night = rules(week('18:00', '02:00', 30));
    expect(shopState(night, at('2026-03-03T01:00')).state).toBe('open');
    expect(shopState(night, at('2026-03-03T01:31'))).toEqual({ state: 'closed', opensAt: '2026-03-03T13:00:00.000Z' });
    expect(orderTimeProblem('asap', night, at('2026-03-03T01:31'))).toBe('shop_closed');
    // a slot up to closing is fine; the kitchen cooks it before
    expect(orderTimeProblem('2026-03-04T02:00:00+05:00', night, at('2026-03-03T12:00'))).toBeNull();
    expect(orderTimeProblem('2026-03-04T02:01:00+05:00', night, at('2026-03-03T12:00'))).toBe('outside_working_hours');
  });

  it('skips a dated closure and a day off, but lets the night before a closure end', () => {
    const hours = week('18:00', '02:00', 0, ['2026-03-03']);
    hours.week[3] = null; // Thursdays off
    const r = rules(hours);
    expect(shopState(r, at('2026-03-03T01:00')).state).toBe('open'); // Monday's night
    expect(shopState(r, at('2026-03-03T19:00'))).toEqual({ state: 'closed', opensAt: '2026-03-04T13:00:00.000Z' });
    expect(shopState(r, at('2026-03-05T19:00'))).toEqual({ state: 'closed', opensAt: '2026-03-06T13:00:00.000Z' });
  });

  it('a pause refuses ASAP and slots before its end, and ends at closing for "the rest of the day"', () => {
    const hours = week('10:00', '23:00');
    const now = at('2026-03-02T12:00');
    const pause = { until: pauseEnd('day', hours, now).toISOString(), reason: 'Gaz ýok' };
    expect(pause.until).toBe('2026-03-02T18:00:00.000Z');
    expect(pauseEnd('30m', hours, now).toISOString()).toBe('2026-03-02T07:30:00.000Z');
    expect(pauseEnd('day', hours, at('2026-03-02T08:00')).toISOString()).toBe('2026-03-02T19:00:00.000Z');
    const r = rules(hours, pause);
    expect(shopState(r, now)).toEqual({ state: 'paused', until: pause.until, reason: 'Gaz ýok' });
    expect(orderTimeProblem('asap', r, now)).toBe('shop_paused');
    expect(orderTimeProblem('2026-03-02T20:00:00+05:00', r, now)).toBe('outside_working_hours');
    expect(orderTimeProblem('2026-03-03T12:00:00+05:00', r, now)).toBeNull();
    // every slot offered is one the server takes
    const slots = slotTimes(r, now);
    expect(slots[0]).toBe(Date.parse('2026-03-03T11:00:00+05:00'));
    for (const slot of slots) expect(orderTimeProblem(new Date(slot).toISOString(), r, now)).toBeNull();
  });

  it('leaves the kitchen its lead time after opening: no slot at the opening minute while closed', () => {
    const day = rules(week('10:00', '23:00'));
    const night = at('2026-03-02T23:30'); // closed, opens at 10:00 tomorrow
    const slots = slotTimes(day, night);
    expect(new Date(slots[0]).toISOString()).toBe('2026-03-03T06:00:00.000Z'); // 11:00, an hour after opening
    expect(new Date(slots.at(-1)!).toISOString()).toBe('2026-03-03T18:00:00.000Z'); // 23:00, cooked in the hour before
    expect(orderTimeProblem('2026-03-03T10:00:00+05:00', day, night)).toBe('outside_working_hours');
    expect(orderTimeProblem('2026-03-03T10:59:00+05:00', day, night)).toBe('outside_working_hours');
    expect(orderTimeProblem('2026-03-03T11:00:00+05:00', day, night)).toBeNull();
    for (const slot of slots) expect(orderTimeProblem(new Date(slot).toISOString(), day, night)).toBeNull();
  });

  it('cooks across midnight when one service runs into the next (round the clock)', () => {
    const always = rules(week('00:00', '00:00'));
    expect(orderTimeProblem('2026-03-03T00:30:00+05:00', always, at('2026-03-02T22:00'))).toBeNull();
    expect(slotTimes(always, at('2026-03-02T22:00'))).toContain(Date.parse('2026-03-03T00:00:00+05:00'));
  });
});
