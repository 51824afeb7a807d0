// The delivery estimate shoppers are quoted and staff are offered on accept: the zone's typical time
// learned from its own recent deliveries (the zone's setting until there are enough), plus the
// minutes busy mode adds. The server computes it; the desk and the storefront show it.
import { clockOf, startOfDay } from './hours';
import { zoneAt, type DeliveryZone, type ZonePoint } from './zones';

/** Busy mode adds one of these to every estimate... */
export const BUSY_EXTRA_MINUTES = [15, 30, 45] as const;
/** ...for one of these, then ends by itself. */
export const BUSY_LENGTH_MINUTES = [30, 60, 90] as const;

export interface BusyMode {
  extra_minutes: number;
  /** UTC ISO time busy mode ends by itself */
  until: string;
}

/** Busy mode as it stands at `now`: null once it has ended. */
export const activeBusy = (busy: BusyMode | null, now: Date): BusyMode | null =>
  busy && busy.extra_minutes > 0 && Date.parse(busy.until) > now.getTime() ? busy : null;

/** The minutes busy mode adds to every estimate at `now` (0 when off or over). */
export const busyExtraMinutes = (busy: BusyMode | null, now: Date): number => activeBusy(busy, now)?.extra_minutes ?? 0;

/** The typical time is the median of a zone's last LEARNED_ORDERS deliveries... */
export const LEARNED_ORDERS = 20;
/** ...delivered within this many days... */
export const LEARNED_DAYS = 14;
/** ...once it has at least this many; until then the zone's own setting holds. */
export const LEARNED_MIN_ORDERS = 5;

/** What a zone's estimate rests on: its last `orders` deliveries, or its own setting (`orders` too few). */
export type EstimateBasis = { kind: 'orders'; orders: number } | { kind: 'zone'; orders: number };

export interface ZoneEstimate {
  zone_id: number;
  /** what shoppers are told and staff offered now, busy minutes included */
  minutes: number;
  /** the learned (or configured) minutes, before busy mode */
  typical_minutes: number;
  basis: EstimateBasis;
}

/** GET /shop/estimates: every zone's estimate now, and busy mode if it is on. */
export interface ShopEstimates {
  busy: BusyMode | null;
  zones: ZoneEstimate[];
  /** pickup's: accepted -> ready of recent pickup orders, or the owner's pickup minutes; always sent, optional for older fixtures */
  pickup?: Omit<ZoneEstimate, 'zone_id'>;
}

/** GET /desk/estimates: the same with the zones' names and settings, and the accept default of each new order. */
export interface DeskEstimates {
  busy: BusyMode | null;
  zones: (ZoneEstimate & { name: string; configured_minutes: number })[];
  /** pickup's estimate (ready by), with the owner's setting beside what it rests on */
  pickup?: Omit<ZoneEstimate, 'zone_id'> & { configured_minutes: number };
  /** the minutes the accept dialog offers first for each new order (its zone's estimate, busy included) */
  suggested: { order_id: number; minutes: number }[];
}

/** The middle of the durations (minutes), the upper middle rounded up for an even count: a promise errs late. */
export function medianMinutes(durations: readonly number[]): number {
  const sorted = [...durations].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  const middle = Number.isInteger(mid) ? (sorted[mid - 1] + sorted[mid]) / 2 : sorted[Math.floor(mid)];
  return Math.ceil(middle);
}

/**
 * A zone's typical delivery time from its recent durations (minutes, newest first; only the first
 * LEARNED_ORDERS count), or its configured estimate while fewer than LEARNED_MIN_ORDERS.
 */
export function typicalMinutes(configured: number, durations: readonly number[]): { minutes: number; basis: EstimateBasis } {
  const recent = durations.slice(0, LEARNED_ORDERS);
  if (recent.length < LEARNED_MIN_ORDERS) return { minutes: configured, basis: { kind: 'zone', orders: recent.length } };
  return { minutes: Math.max(1, medianMinutes(recent)), basis: { kind: 'orders', orders: recent.length } };
}

/**
 * A zone's ride: the minutes from on the way to delivered, what a later time's order needs after the
 * kitchen (cookFrom, shared/kitchen.ts). The median of the zone's recent rides (`rides`, minutes, newest
 * first), as the learned estimate takes them; until there are LEARNED_MIN_ORDERS, what the zone's own
 * estimate (accepted -> delivered) leaves after the kitchen's target, never below 0.
 */
export function rideMinutes(zoneEstimate: number, targetMinutes: number, rides: readonly number[]): number {
  return typicalMinutes(Math.max(0, zoneEstimate - targetMinutes), rides).minutes;
}

/** The zone an order was delivered in: where its map point falls; without a point, only a shop's single zone. */
export function deliveryZone<Z extends DeliveryZone>(zones: readonly Z[], point: ZonePoint | null): Z | null {
  if (point) return zoneAt(zones, point);
  return zones.length === 1 ? zones[0] : null;
}

/** The earliest delivery that still counts towards the learned estimate at `now`. */
export const learnedSince = (now: Date): Date => new Date(now.getTime() - LEARNED_DAYS * 24 * 60 * 60_000);

/**
 * The accept dialog's default as the accept route takes it: a clock time `minutes` from now, rounded
 * up to the whole minute, today or tomorrow in Ashgabat (the quick choices are a fixed list).
 */
export function acceptAt(minutes: number, now: Date): { time: string; day: 'today' | 'tomorrow' } {
  const at = Math.ceil((now.getTime() + minutes * 60_000) / 60_000) * 60_000;
  return { time: clockOf(at), day: startOfDay(at) > startOfDay(now.getTime()) ? 'tomorrow' : 'today' };
}
