// Menus by the hour: a category or a dish served only on chosen weekdays between two clock times
// (breakfast 08:00–11:00, a night menu 22:00–02:00), on the shop's clock of shared/hours.ts. One rule
// for the storefront's cards, the basket, the order check and a scheduled order's delivery time.
import { DAY_MS, shopDate, shopDateTime, startOfDay, weekdayOf } from './hours';

/**
 * A serving window: the weekdays (0 = Monday … 6 = Sunday) it starts on, and minutes of the day.
 * `until` may be before `from`: the window runs past midnight and belongs to the evening's weekday
 * (22:00–02:00 on Friday is served until 02:00 on Saturday). `until` 1440 is midnight at the end.
 */
export interface MenuWindow {
  days: number[];
  from: number;
  until: number;
}

export const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6];
export const MINUTES_IN_DAY = 1440;

/** Whether a window is well formed: known weekdays, minutes in range, not empty. */
export function isValidWindow(w: MenuWindow): boolean {
  const minute = (m: number, lo: number, hi: number) => Number.isInteger(m) && m >= lo && m <= hi;
  return (
    w.days.length > 0 &&
    w.days.every((d) => Number.isInteger(d) && d >= 0 && d <= 6) &&
    new Set(w.days).size === w.days.length &&
    minute(w.from, 0, MINUTES_IN_DAY - 1) &&
    minute(w.until, 1, MINUTES_IN_DAY) &&
    w.from !== w.until
  );
}

/** The weekdays as stored: a bit per day, Monday the lowest; 0 is no window. */
export const daysToMask = (days: number[]) => days.reduce((mask, d) => mask | (1 << d), 0);
export const maskToDays = (mask: number) => ALL_DAYS.filter((d) => (mask & (1 << d)) !== 0);

/** The window of stored columns (all null: always served). */
export function windowOf(days: number | null, from: number | null, until: number | null): MenuWindow | null {
  if (days === null || from === null || until === null) return null;
  return { days: maskToDays(days), from, until };
}

interface Span {
  start: number;
  end: number;
}

/** The window's span that starts on the Ashgabat day beginning at `midnight`, or null (not its weekday, a closure). */
function spanOn(w: MenuWindow, midnight: number, closures: readonly string[]): Span | null {
  if (!w.days.includes(weekdayOf(midnight)) || closures.includes(shopDate(midnight))) return null;
  const start = midnight + w.from * 60_000;
  const end = midnight + w.until * 60_000 + (w.until <= w.from ? DAY_MS : 0);
  return { start, end };
}

/** Whether one window serves at `at`: its span of that day, or the night's span begun the day before. */
function servesAt(w: MenuWindow, at: number, closures: readonly string[]): boolean {
  const today = startOfDay(at);
  return [today - DAY_MS, today].some((midnight) => {
    const span = spanOn(w, midnight, closures);
    return span !== null && span.start <= at && at < span.end;
  });
}

/**
 * Whether a dish is orderable at `at` by its hours: every window given (the category's and its own)
 * serves then. No window: always. A closure day starts no span (a night begun the day before still ends).
 */
export const servedAt = (windows: readonly MenuWindow[], at: number, closures: readonly string[] = []) =>
  windows.every((w) => servesAt(w, at, closures));

/** How far ahead "when is it next served" looks. */
const LOOK_AHEAD_DAYS = 8;

/** The first instant from `at` on at which every window serves, within a week and a day; null if none. */
export function nextServedAt(windows: readonly MenuWindow[], at: number, closures: readonly string[] = []): number | null {
  if (servedAt(windows, at, closures)) return at;
  // the windows' common time begins where one of them begins
  const starts: number[] = [];
  const first = startOfDay(at);
  for (const w of windows) {
    for (let d = 0; d <= LOOK_AHEAD_DAYS; d++) {
      const span = spanOn(w, first + d * DAY_MS, closures);
      if (span && span.start > at) starts.push(span.start);
    }
  }
  return starts.sort((a, b) => a - b).find((start) => servedAt(windows, start, closures)) ?? null;
}

/** What a shopper is told of a dish's hours at `now`. */
export type Availability =
  | { state: 'served' }
  /** served later, from `at` (epoch ms): `day` 0 today, 1 tomorrow, else further (say the weekday) */
  | { state: 'later'; at: number; day: number; weekday: number }
  | { state: 'not_soon' };

/** At `now` (or a scheduled delivery time), and its `day` counted from `today` (the real now; `now` itself by default). */
export function availability(windows: readonly MenuWindow[], now: number, closures: readonly string[] = [], today = now): Availability {
  if (windows.length === 0 || servedAt(windows, now, closures)) return { state: 'served' };
  const at = nextServedAt(windows, now, closures);
  if (at === null) return { state: 'not_soon' };
  return { state: 'later', at, day: Math.round((startOfDay(at) - startOfDay(today)) / DAY_MS), weekday: weekdayOf(at) };
}

/** The windows a dish is served by: its category's, then its own. */
export const windowsOf = (...windows: (MenuWindow | null | undefined)[]) => windows.filter((w): w is MenuWindow => !!w);

/** "HH:MM" of a minute of the day (1440 reads 24:00). */
export const clockOfMinute = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/**
 * Which words say an availability (locales `menu_hours.<key>`, with `time` and, for `day`, the
 * weekday `menu_hours.days.<weekday>`); null when it is served now.
 */
export function availabilityWords(
  a: Availability,
): { key: 'today' | 'tomorrow' | 'day' | 'not_soon'; time: string; weekday: number } | null {
  if (a.state === 'served') return null;
  if (a.state === 'not_soon') return { key: 'not_soon', time: '', weekday: 0 };
  const time = shopDateTime(a.at).slice(11, 16);
  return { key: a.day === 0 ? 'today' : a.day === 1 ? 'tomorrow' : 'day', time, weekday: a.weekday };
}

/** A window as stored in a category's or dish's columns (migration 013); none: always served. */
export function hoursColumns(w: MenuWindow | null | undefined) {
  return w
    ? { hours_days: daysToMask(w.days), hours_from: w.from, hours_until: w.until }
    : { hours_days: null, hours_from: null, hours_until: null };
}

/**
 * The first instant after `at` at which what a shopper is told of these windows' dishes may change (a
 * window's span begins or ends, or a day begins: "tomorrow" becomes "today", a closure day starts or
 * ends); Infinity with no window. A page rendered at `at` says the same words until then.
 */
export function wordsChangeAt(windows: readonly MenuWindow[], at: number): number {
  if (windows.length === 0) return Infinity;
  const today = startOfDay(at);
  const changes = [today + DAY_MS];
  for (const w of windows)
    for (const midnight of [today - DAY_MS, today, today + DAY_MS]) {
      const start = midnight + w.from * 60_000;
      changes.push(start, midnight + w.until * 60_000 + (w.until <= w.from ? DAY_MS : 0));
    }
  return Math.min(...changes.filter((t) => t > at));
}
