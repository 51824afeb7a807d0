// The shop's week, closures, last order and pause (edited in the desk, stored in the database), on the
// clock of shared/hours.ts. The server's order check and the browser's slot lists call these functions.
import type { ShopFulfilment } from './pickup';
import {
  DAY_MS,
  deliveryTimeProblem,
  earliestDelivery,
  LEAD_MINUTES,
  MAX_DAYS_AHEAD,
  shopDate,
  startOfDay,
  toMinutes,
  weekdayOf,
  type DeliveryTimeProblem,
  type Hours,
} from './hours';
import type { BusyMode } from './estimate';

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

export const PAUSE_LENGTHS = ['30m', '1h', 'day'] as const;
export type PauseLength = (typeof PAUSE_LENGTHS)[number];

/** A new shop: the configured pair every day, no closures, orders until closing. */
export const everyDay = (hours: Hours): ShopHours => ({
  week: Array.from({ length: 7 }, () => ({ ...hours })),
  closures: [],
  lastOrderMinutes: 0,
});

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
    if (!day || hours.closures.includes(shopDate(midnight))) continue;
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

/** Whether the shop works all the way from `from` to `to`, across services that meet (round the clock, a night into a day). */
function workingThrough(list: Service[], from: number, to: number): boolean {
  let reached = from;
  for (const s of list) {
    if (s.opens <= reached && reached <= s.closes) reached = Math.max(reached, s.closes);
    if (reached >= to) return true;
  }
  return false;
}

/**
 * A scheduled delivery leaves the kitchen its lead time inside the shop's hours: it is cooked and
 * driven over the hour before it, so the first one lands a lead time after opening (not at the
 * opening minute, when nobody has cooked yet) and the last at closing. After any pause (not at its very end).
 */
export function deliverableAt(rules: ShopRules, at: number, now: Date): boolean {
  const pause = activePause(rules.pause, now.getTime());
  if (pause && at <= Date.parse(pause.until)) return false;
  const cooking = at - LEAD_MINUTES * 60_000;
  return workingThrough(services(rules.hours, cooking, 1), cooking, at);
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

/** Half-hour delivery times from the lead time on, for `days` days, each one deliverableAt allows. */
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
  /** busy mode while it is on (shared/estimate.ts): every estimate is this much longer; always sent, optional for older fixtures */
  busy?: BusyMode | null;
  /** delivery and pickup as on offer now (shared/pickup.ts); always sent, optional for older fixtures */
  fulfilment?: ShopFulfilment;
};

/** The rules the browser checks slots against, read back from the status. */
export const rulesOf = (status: Pick<ShopStatus, 'hours' | 'pause'>): ShopRules => ({
  hours: { week: status.hours.week, closures: status.hours.closures, lastOrderMinutes: status.hours.last_order_minutes },
  pause: status.pause,
});
