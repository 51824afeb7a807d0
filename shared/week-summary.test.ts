import { describe, expect, it } from 'vitest';
import { everyDay } from './shop-week';
import { schemaOpeningHours, upcomingClosures, weekRuns } from './week-summary';

const weekdays = { opens: '10:00', closes: '23:00' };
const weekend = { opens: '12:00', closes: '02:00' };

describe('the week in few words', () => {
  it('groups weekdays that keep the same hours, days off included', () => {
    const week = [weekdays, weekdays, weekdays, weekdays, weekdays, weekend, null];
    expect(weekRuns(week)).toEqual([
      { from: 0, to: 4, hours: weekdays },
      { from: 5, to: 5, hours: weekend },
      { from: 6, to: 6, hours: null },
    ]);
    expect(schemaOpeningHours(week)).toEqual(['Mo-Fr 10:00-23:00', 'Sa 12:00-02:00']);
  });

  it('writes round the clock as the whole day for search engines', () => {
    expect(schemaOpeningHours(everyDay({ opens: '00:00', closes: '00:00' }).week)).toEqual(['Mo-Su 00:00-23:59']);
  });

  it('names the closures of the coming week only, in order', () => {
    const now = Date.parse('2026-03-02T07:00:00Z');
    expect(upcomingClosures(['2026-03-08', '2026-03-01', '2026-03-03', '2026-04-01'], now)).toEqual(['2026-03-03', '2026-03-08']);
  });
});
