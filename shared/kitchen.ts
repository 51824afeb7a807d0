import { enums, integer, max, min, optional, type, type Infer } from 'superstruct';
import { KITCHEN_STATUSES, type Fulfilment, type KitchenStatus, type OrderStatus } from './order-status';
import type { LineChoice } from './api/choices';

// The kitchen display (/desk/kitchen, docs/desk-api.md): its stations, its alert and the shapes of
// /desk/kitchen/*, read by the server's routes and the screen alike.

/** Where a dish is made; each menu category belongs to one (categories.station). */
export const STATIONS = ['kitchen', 'grill', 'bar'] as const;
export type Station = (typeof STATIONS)[number];

/** A category nobody gave a station is made in the main kitchen. */
export const lineStation = (categoryStation: string | null): Station =>
  (STATIONS as readonly string[]).includes(categoryStation ?? '') ? (categoryStation as Station) : 'kitchen';

/**
 * Minutes after accepting by which the kitchen should have sent an order on: past them its card turns
 * to the alert colour. The shop's setting (PUT /desk/kitchen-target, owner or manager), within
 * KITCHEN_TARGET_RANGE; KITCHEN_TARGET_DEFAULT until it is set.
 */
export const KITCHEN_TARGET_DEFAULT = 20;
export const KITCHEN_TARGET_RANGE = { min: 5, max: 120 } as const;

/** PUT /desk/kitchen-target: the kitchen's target in whole minutes. */
export const KitchenTargetBody = type({
  minutes: max(min(integer(), KITCHEN_TARGET_RANGE.min), KITCHEN_TARGET_RANGE.max),
});
export type KitchenTarget = Infer<typeof KitchenTargetBody>;

/** Whether a card whose clock starts at `from` is past the target at `now` (epoch ms). */
export const pastTarget = (from: string, now: number, target = KITCHEN_TARGET_DEFAULT) => now - Date.parse(from) > target * 60_000;

/**
 * When the kitchen should start on an order (UTC ISO; docs/decisions/016, addendum): on accepting it
 * for as soon as possible; for a later time, the target's minutes and the ride's (`rideMinutes`, the
 * zone's on the way -> delivered, shared/estimate.ts; 0 for pickup, whose time is when it is ready)
 * before that time, never before the accept. The card's clock, and its alert, count from here.
 */
export function cookFrom(order: { accepted_at: string; delivery_time: string }, targetMinutes: number, rideMinutes = 0): string {
  if (order.delivery_time === 'asap') return order.accepted_at;
  const start = Date.parse(order.delivery_time) - (targetMinutes + rideMinutes) * 60_000;
  return start > Date.parse(order.accepted_at) ? new Date(start).toISOString() : order.accepted_at;
}

/** GET /desk/kitchen/orders?station=grill: one station's lines only (and orders that have some). */
export const KitchenQuery = type({ station: optional(enums(STATIONS)) });

/** POST /desk/kitchen/orders/:id/bump: the stage the card showed, so a second tap (or tablet) is refused, not a second step. */
export const BumpBody = type({ status: enums(KITCHEN_STATUSES) });
export type BumpInput = Infer<typeof BumpBody>;

export interface KitchenLine {
  id: number;
  /** the dish's name as ordered, in the reader's language */
  name: string;
  quantity: number;
  station: Station;
  /** crossed off on the kitchen display (UTC ISO), or null */
  done_at: string | null;
  /** what was chosen (issue 36), names in three languages; absent or empty for a dish without choices */
  choices?: LineChoice[];
}

export interface KitchenOrder {
  id: number;
  number: string;
  status: KitchenStatus;
  /** where a bump takes it */
  next: OrderStatus;
  /** when it was (first) accepted, UTC ISO */
  accepted_at: string;
  /** when cooking should start (cookFrom): the card's clock and its alert count from it */
  cook_from: string;
  /** 'asap' or a UTC ISO time, as ordered */
  delivery_time: string;
  /** delivered by a courier, or collected at the restaurant (its path after cooking differs) */
  fulfilment: Fulfilment;
  note: string;
  lines: KitchenLine[];
}

/** The kitchen's last bump while it may still be recalled. */
export interface KitchenBump {
  order_id: number;
  number: string;
  from: KitchenStatus;
  to: OrderStatus;
  at: string;
  /** UTC ISO: after this the recall is refused */
  recall_until: string;
}

export interface KitchenBoard {
  /** accepted and cooking orders, oldest accepted first */
  orders: KitchenOrder[];
  last_bump: KitchenBump | null;
  target_minutes: number;
  /** the server's clock (UTC ISO), so a tablet with a wrong clock counts right */
  now: string;
}

/** What a bump or a recall answers: where the order is now. */
export interface KitchenMoved {
  id: number;
  number: string;
  status: OrderStatus;
}
