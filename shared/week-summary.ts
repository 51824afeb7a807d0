// The owner's week said in few words: runs of weekdays that keep the same hours, the closures coming
// up, and the schema.org form search engines read. The footer, the checkout, the contacts page and the
// Restaurant JSON-LD all say the hours from these, so none keeps the configured pair once a week is saved.
import { DAY_MS, shopDate, type Hours } from './hours';
import type { Week } from './shop-week';

/** Weekdays `from`–`to` (0 = Monday) with the same hours; null: the shop does not open. */
export interface DayRun {
  from: number;
  to: number;
  hours: Hours | null;
}

const sameHours = (a: Hours | null, b: Hours | null) => a === b || (!!a && !!b && a.opens === b.opens && a.closes === b.closes);

export const isRoundTheClock = (hours: Hours) => hours.opens === hours.closes;

/** Monday to Sunday as runs: [{0–4, 10:00–23:00}, {5–6, null}]. */
export function weekRuns(week: Week): DayRun[] {
  const runs: DayRun[] = [];
  week.forEach((hours, day) => {
    const last = runs.at(-1);
    if (last && sameHours(last.hours, hours)) last.to = day;
    else runs.push({ from: day, to: day, hours });
  });
  return runs;
}

/** The closures from today to `days` days ahead (Ashgabat dates, in order): older ones say nothing now. */
export function upcomingClosures(closures: string[], now: number, days = 7): string[] {
  const first = shopDate(now);
  const last = shopDate(now + days * DAY_MS);
  return closures.filter((day) => day >= first && day <= last).sort();
}

const SCHEMA_DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];

/** schema.org `openingHours`: ["Mo-Fr 10:00-23:00", "Sa 12:00-02:00"]; round the clock is 00:00-23:59. */
export function schemaOpeningHours(week: Week): string[] {
  return weekRuns(week).flatMap(({ from, to, hours }) => {
    if (!hours) return [];
    const days = from === to ? SCHEMA_DAYS[from] : `${SCHEMA_DAYS[from]}-${SCHEMA_DAYS[to]}`;
    return [`${days} ${isRoundTheClock(hours) ? '00:00-23:59' : `${hours.opens}-${hours.closes}`}`];
  });
}
