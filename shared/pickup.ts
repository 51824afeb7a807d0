// Delivery or pickup (issue 36): the owner's settings (server/api/rules/fulfilment.ts keeps them), the
// one rule both sides judge them by, and what pickup means for an order: no zone and no delivery
// fee, an optional minimum, its own estimate ("ready by 19:40") and the restaurant's address with a
// map link. The status path is shared/order-status.ts's.
import type { Fulfilment } from './order-status';
import type { Locale } from './locale';
import { clockOf } from './hours';

export type { Fulfilment };

/** Where shoppers collect their orders: the address in each language and its map point. */
export interface PickupPlace {
  address: Record<Locale, string>;
  latitude: number | null;
  longitude: number | null;
}

/** The owner's settings (PUT /desk/rules/fulfilment). Money in minor units; null: no pickup minimum. */
export interface FulfilmentSettings extends PickupPlace {
  delivery_on: boolean;
  pickup_on: boolean;
  pickup_minimum: number | null;
  pickup_minutes: number;
}

/** What shoppers see before they order (GET /shop/status `fulfilment`): the ways on offer now. */
export interface ShopFulfilment {
  delivery: boolean;
  /** null while pickup is off */
  pickup: (PickupPlace & { minimum: number | null; minutes: number; map_url: string | null }) | null;
}

export const PICKUP_LIMITS = { minMinutes: 5, maxMinutes: 240, maxMinimum: 100_000_000, maxAddress: 200 } as const;

/** A shop that has never saved them: delivery only, as before pickup existed. */
export const DEFAULT_FULFILMENT: FulfilmentSettings = {
  delivery_on: true,
  pickup_on: false,
  pickup_minimum: null,
  pickup_minutes: 20,
  address: { tm: '', ru: '', en: '' },
  latitude: null,
  longitude: null,
};

/**
 * What is wrong with the settings, by field: at least one way must stay on, and pickup needs the
 * address in every language and its point on the map (the shopper is sent there).
 */
export function fulfilmentProblems(s: FulfilmentSettings): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!s.delivery_on && !s.pickup_on) problems.pickup_on = 'one_required';
  if (s.pickup_on) {
    for (const locale of ['tm', 'ru', 'en'] as const) if (s.address[locale].trim() === '') problems[`address.${locale}`] = 'required';
    if (s.latitude === null || s.longitude === null) problems.latitude = 'required';
  }
  return problems;
}

/** An OpenStreetMap link with a marker on the point. */
export const mapUrl = (latitude: number, longitude: number) =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;

export function shopFulfilment(s: FulfilmentSettings): ShopFulfilment {
  const place = { address: s.address, latitude: s.latitude, longitude: s.longitude };
  const map_url = s.latitude === null || s.longitude === null ? null : mapUrl(s.latitude, s.longitude);
  return {
    delivery: s.delivery_on,
    pickup: s.pickup_on ? { ...place, minimum: s.pickup_minimum, minutes: s.pickup_minutes, map_url } : null,
  };
}

/** The ways on offer, delivery first: a checkout shows these only, and one alone needs no choice. */
export const waysOffered = (offer: ShopFulfilment): Fulfilment[] =>
  (['delivery', 'pickup'] as const).filter((way) => (way === 'pickup' ? !!offer.pickup : offer.delivery));

/** The fulfilment an order asks for is on offer, or the way it is refused. */
export function fulfilmentOffered(s: Pick<FulfilmentSettings, 'delivery_on' | 'pickup_on'>, wanted: Fulfilment): boolean {
  return wanted === 'pickup' ? s.pickup_on : s.delivery_on;
}

/** How much more the dishes must cost to be collected (0: enough, or no minimum). */
export const missingForPickup = (subtotal: number, minimum: number | null) => Math.max(0, (minimum ?? 0) - subtotal);

/** "ready by 19:40": `minutes` (busy mode's extra included) from `now`, on the shop's clock. */
export const readyBy = (now: Date, minutes: number) => clockOf(now.getTime() + minutes * 60_000);

/** The order's fulfilment as a form or a loose client says it; anything else is a delivery. */
export const fulfilmentOf = (value: unknown): Fulfilment => (value === 'pickup' ? 'pickup' : 'delivery');
