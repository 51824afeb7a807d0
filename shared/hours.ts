// The shop's clock: Ashgabat keeps UTC+5 all year (no daylight saving). Times are stored in UTC
// and read there. One formatting policy for every screen and message: digits only, in fixed shapes,
// from the fixed offset rather than Intl, so the server's and the browser's ICU data can never render
// different text for hydration, and no time-zone data is loaded while a phone starts the page.
export const SHOP_UTC_OFFSET = '+05:00';
const OFFSET_MS = 5 * 3_600_000;
export const DAY_MS = 86_400_000;

/** the kitchen needs this long (cooking and the ride): no delivery sooner than now + lead time */
export const LEAD_MINUTES = 60;
export const MAX_DAYS_AHEAD = 7;

/** Opening hours as "HH:MM"; they may run past midnight (10:00–02:00), and equal means always open. */
export interface Hours {
  opens: string;
  closes: string;
}
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export function withinHours(minute: number, hours: Hours): boolean {
  const opens = toMinutes(hours.opens);
  const closes = toMinutes(hours.closes);
  if (opens === closes) return true;
  return opens < closes ? minute >= opens && minute <= closes : minute >= opens || minute <= closes;
}

/** The minute of the day (0–1439) an instant falls on in Ashgabat. */
export function minuteOfDay(epochMs: number): number {
  const minutes = Math.floor((epochMs + OFFSET_MS) / 60_000);
  return ((minutes % 1440) + 1440) % 1440;
}

/** 1763701200000 -> "2025-11-21T10:00", the date and clock in Ashgabat */
export const shopDateTime = (epochMs: number) => new Date(epochMs + OFFSET_MS).toISOString().slice(0, 16);

/** The Ashgabat date of an instant: "2026-03-02". */
export const shopDate = (epochMs: number) => shopDateTime(epochMs).slice(0, 10);

/** "HH:MM" on the Ashgabat clock. */
export const clockOf = (epochMs: number) => shopDateTime(epochMs).slice(11, 16);

/** the clock with seconds, "19:40:05": a printer's last poll */
export const clockSecondsOf = (epochMs: number) => new Date(epochMs + OFFSET_MS).toISOString().slice(11, 19);

/** "DD.MM" of the Ashgabat date. */
export const dayMonthOf = (epochMs: number) => `${shopDate(epochMs).slice(8, 10)}.${shopDate(epochMs).slice(5, 7)}`;

/** "DD.MM HH:MM": a time this week or so, as the desk lists it. */
export const shortDateTimeOf = (epochMs: number) => `${dayMonthOf(epochMs)} ${clockOf(epochMs)}`;

/** "DD.MM.YYYY HH:MM": a time a shopper keeps (placed at, delivery at). */
export const fullDateTimeOf = (epochMs: number) => `${dayMonthOf(epochMs)}.${shopDate(epochMs).slice(0, 4)} ${clockOf(epochMs)}`;

/** A stored time as `format` writes it; text that is not a time ("asap") stays as it is. */
export function shownTime(value: string, format: (epochMs: number) => string): string {
  const at = Date.parse(value);
  return Number.isNaN(at) ? value : format(at);
}

/** Midnight of the Ashgabat day an instant falls on, as a UTC instant. */
export const startOfDay = (epochMs: number) => Math.floor((epochMs + OFFSET_MS) / DAY_MS) * DAY_MS - OFFSET_MS;

/** Midnight of an Ashgabat date ("2026-03-02"), as a UTC instant. */
export const midnightOf = (date: string) => Date.parse(`${date}T00:00:00${SHOP_UTC_OFFSET}`);

/** The UTC instants (ISO) an Ashgabat date ("2026-03-02") starts and ends at. */
export const dayBounds = (date: string) => ({
  start: new Date(midnightOf(date)).toISOString(),
  end: new Date(midnightOf(date) + DAY_MS).toISOString(),
});

/** The weekday (0 = Monday … 6 = Sunday) of an instant in Ashgabat. */
export const weekdayOf = (epochMs: number) => (new Date(epochMs + OFFSET_MS).getUTCDay() + 6) % 7;

/** "HH:MM" on the Ashgabat clock as the next such instant (today, or tomorrow once past), as UTC ISO. */
export function nextClockTime(hhmm: string, now: number): string {
  const at = startOfDay(now) + toMinutes(hhmm) * 60_000;
  return new Date(at <= now ? at + DAY_MS : at).toISOString();
}

/** How many Ashgabat days `at` lies after `now` (0: today, 1: tomorrow). */
export const daysAfter = (at: number, now: number) => Math.round((startOfDay(at) - startOfDay(now)) / DAY_MS);

/** The soonest instant a delivery may be asked for. */
export const earliestDelivery = (now: Date) => now.getTime() + LEAD_MINUTES * 60_000;

export type DeliveryTimeProblem = 'invalid' | 'in_the_past' | 'too_soon' | 'too_far' | 'outside_working_hours';
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * Why a delivery time cannot be taken, or null: 'asap', or an ISO time with its zone at least the
 * lead time ahead, within a week, and inside working hours in Ashgabat.
 */
export function deliveryTimeProblem(value: string, hours: Hours, now: Date): DeliveryTimeProblem | null {
  if (value === 'asap') return null;
  const at = ISO_WITH_ZONE.test(value) ? Date.parse(value) : NaN;
  if (Number.isNaN(at)) return 'invalid';
  if (at <= now.getTime()) return 'in_the_past';
  if (at < earliestDelivery(now)) return 'too_soon';
  if (at > now.getTime() + MAX_DAYS_AHEAD * DAY_MS) return 'too_far';
  if (!withinHours(minuteOfDay(at), hours)) return 'outside_working_hours';
  return null;
}
