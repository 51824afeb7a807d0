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
/** 1763701200000 -> "2025-11-21T10:00", the date and clock in Ashgabat (a fixed UTC+5, no summer time) */
export const shopDateTime = (epochMs: number) => new Date(epochMs + OFFSET_MS).toISOString().slice(0, 16);

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

// ---- The shop's week, closures, last order and pause (edited in the desk, stored in the database) ----

/** Monday first: index 0 is Monday, 6 is Sunday; null is a day the shop does not open. */
export type Week = (Hours | null)[];

export interface ShopHours {
  week: Week;
  /** Ashgabat dates ("2026-03-08") the shop does not open; a night that began the day before still ends */
  closures: string[];
  /** orders "as soon as possible" stop this many minutes before closing */
  lastOrderMinutes: number;
}

export interface Pause {
  /** UTC ISO time the pause ends */
  until: string;
  reason: string;
}

export interface ShopRules {
  hours: ShopHours;
  pause: Pause | null;
}

export type ShopState =
  { state: 'open'; lastOrderAt: string } | { state: 'closed'; opensAt: string | null } | { state: 'paused'; until: string; reason: string };

export const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const PAUSE_LENGTHS = ['30m', '1h', 'day'] as const;
export type PauseLength = (typeof PAUSE_LENGTHS)[number];

/** A new shop: the configured pair every day, no closures, orders until closing. */
export const everyDay = (hours: Hours): ShopHours => ({
  week: Array.from({ length: 7 }, () => ({ ...hours })),
  closures: [],
  lastOrderMinutes: 0,
});

/** The Ashgabat date ("2026-03-02") and weekday (0 = Monday) of a midnight from startOfDay. */
const dateOf = (midnight: number) => new Date(midnight + OFFSET_MS).toISOString().slice(0, 10);
const weekdayOf = (midnight: number) => (new Date(midnight + OFFSET_MS).getUTCDay() + 6) % 7;

export interface Service {
  opens: number;
  closes: number;
}

/** The services (opening to closing, epoch ms) that touch the days from the day before `from` on. */
export function services(hours: ShopHours, from: number, days: number): Service[] {
  const out: Service[] = [];
  const first = startOfDay(from) - DAY_MS;
  for (let d = 0; d <= days + 1; d++) {
    const midnight = first + d * DAY_MS;
    const day = hours.week[weekdayOf(midnight)];
    if (!day || hours.closures.includes(dateOf(midnight))) continue;
    const opens = midnight + toMinutes(day.opens) * 60_000;
    let closes = midnight + toMinutes(day.closes) * 60_000;
    if (closes <= opens) closes += DAY_MS; // past midnight, or round the clock when equal
    out.push({ opens, closes });
  }
  return out;
}

const activePause = (pause: Pause | null, now: number) => (pause && Date.parse(pause.until) > now ? pause : null);

/** Open, closed (and when it opens next) or paused (until when, why), as the storefront shows it. */
export function shopState(rules: ShopRules, now: Date): ShopState {
  const at = now.getTime();
  const pause = activePause(rules.pause, at);
  if (pause) return { state: 'paused', until: pause.until, reason: pause.reason };
  const lead = rules.hours.lastOrderMinutes * 60_000;
  const list = services(rules.hours, at, MAX_DAYS_AHEAD);
  const current = list.find((s) => s.opens <= at && at < s.closes - lead);
  if (current) return { state: 'open', lastOrderAt: new Date(current.closes - lead).toISOString() };
  const next = list.find((s) => s.opens > at && s.opens < s.closes - lead);
  return { state: 'closed', opensAt: next ? new Date(next.opens).toISOString() : null };
}

/** A scheduled delivery lands inside a service (closing time included) and after any pause (not at its very end). */
export function deliverableAt(rules: ShopRules, at: number, now: Date): boolean {
  const pause = activePause(rules.pause, now.getTime());
  if (pause && at <= Date.parse(pause.until)) return false;
  return services(rules.hours, at, 0).some((s) => s.opens <= at && at <= s.closes);
}

export type OrderTimeProblem = DeliveryTimeProblem | 'shop_closed' | 'shop_paused';

/** deliveryTimeProblem with the shop's own week: ASAP only while open and not paused; a slot inside a service, after any pause. */
export function orderTimeProblem(value: string, rules: ShopRules, now: Date): OrderTimeProblem | null {
  if (value === 'asap') {
    const state = shopState(rules, now).state;
    return state === 'open' ? null : state === 'paused' ? 'shop_paused' : 'shop_closed';
  }
  const problem = deliveryTimeProblem(value, { opens: '00:00', closes: '00:00' }, now);
  if (problem) return problem;
  return deliverableAt(rules, Date.parse(value), now) ? null : 'outside_working_hours';
}

/** When a pause of this length ends: 30 min, an hour, or the end of today's service (midnight when closed). */
export function pauseEnd(length: PauseLength, hours: ShopHours, now: Date): Date {
  const at = now.getTime();
  if (length === '30m') return new Date(at + 30 * 60_000);
  if (length === '1h') return new Date(at + 60 * 60_000);
  const current = services(hours, at, 0).find((s) => s.opens <= at && at < s.closes);
  return new Date(current ? current.closes : startOfDay(at) + DAY_MS);
}

/** Half-hour delivery times from the lead time on, for `days` days, each inside a service and after any pause. */
export function slotTimes(rules: ShopRules, now: Date, days = 2, stepMinutes = 30): number[] {
  const earliest = earliestDelivery(now);
  const midnight = startOfDay(now.getTime());
  const out: number[] = [];
  for (let at = midnight; at < midnight + days * DAY_MS; at += stepMinutes * 60_000) {
    if (at >= earliest && deliverableAt(rules, at, now)) out.push(at);
  }
  return out;
}

/** GET /shop/status: what every storefront page polls. */
export type ShopStatus = ShopState & {
  hours: { week: Week; closures: string[]; last_order_minutes: number };
  pause: Pause | null;
  /** the dishes sold out right now (shared/stop-list.ts) */
  sold_out: number[];
};

/** The rules the browser checks slots against, read back from the status. */
export const rulesOf = (status: ShopStatus): ShopRules => ({
  hours: { week: status.hours.week, closures: status.hours.closures, lastOrderMinutes: status.hours.last_order_minutes },
  pause: status.pause,
});

const pad = (n: number) => String(n).padStart(2, '0');

/** "HH:MM" on the Ashgabat clock. */
export const clockOf = (epochMs: number) => `${pad(Math.floor(minuteOfDay(epochMs) / 60))}:${pad(minuteOfDay(epochMs) % 60)}`;

/** How many Ashgabat days `at` lies after `now` (0: today, 1: tomorrow). */
export const daysAfter = (at: number, now: number) => Math.round((startOfDay(at) - startOfDay(now)) / DAY_MS);
