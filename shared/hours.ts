// The shop's clock: Ashgabat keeps UTC+5 all year (no daylight saving). Times are stored in UTC
// and read there; the checkout's slots and the server's check of a delivery time use these rules.
export const SHOP_TIME_ZONE = 'Asia/Ashgabat';
export const SHOP_UTC_OFFSET = '+05:00';
const OFFSET_MS = 5 * 3_600_000;
const DAY_MS = 86_400_000;

/** the kitchen needs this long: no delivery sooner than now + lead time */
export const LEAD_MINUTES = 60;
export const MAX_DAYS_AHEAD = 7;

/** Opening hours as "HH:MM"; they may run past midnight (10:00–02:00), and equal means always open. */
export interface Hours {
  opens: string;
  closes: string;
}
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

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

/** Midnight of the Ashgabat day an instant falls on, as a UTC instant. */
export const startOfDay = (epochMs: number) => Math.floor((epochMs + OFFSET_MS) / DAY_MS) * DAY_MS - OFFSET_MS;

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
