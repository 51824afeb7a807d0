// Delivery or pickup as the shopper chose it, shared by the basket panel and the checkout: kept for this
// tab (sessionStorage), like the checkout's draft, and read through useSyncExternalStore so both follow.
import type { Fulfilment, ShopFulfilment } from '../../../shared/pickup';
import { missingForPickup } from '../../../shared/pickup';
import type { ShopEstimates } from '../../../shared/estimate';

export const FULFILMENT_KEY = 'shop.fulfilment.v1';

const listeners = new Set<() => void>();

function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readChoice(): Fulfilment {
  try {
    return tabStorage()?.getItem(FULFILMENT_KEY) === 'pickup' ? 'pickup' : 'delivery';
  } catch {
    return 'delivery';
  }
}

export function saveChoice(fulfilment: Fulfilment) {
  try {
    tabStorage()?.setItem(FULFILMENT_KEY, fulfilment);
  } catch {
    // storage disabled: the choice lives as long as the page
  }
  memory = fulfilment;
  for (const listener of listeners) listener();
}

let memory: Fulfilment | null = null;
export const currentChoice = (): Fulfilment => memory ?? readChoice();

export function subscribeChoice(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The way the order goes: the shopper's choice while the shop offers it, else the one it does offer. */
export function offeredFulfilment(choice: Fulfilment, offer: ShopFulfilment | undefined): Fulfilment {
  if (!offer) return choice;
  if (choice === 'pickup' && !offer.pickup) return 'delivery';
  if (choice === 'delivery' && !offer.delivery && offer.pickup) return 'pickup';
  return choice;
}

export interface PickupQuote {
  minimum: number | null;
  missing: number;
  /** pickup's estimate now, busy mode included: "ready by" is this from now */
  minutes: number;
  address: string;
  map_url: string | null;
}

/** What pickup means for this basket: the restaurant's address, the minimum and what is missing, the estimate. */
export function pickupQuote(
  pickup: NonNullable<ShopFulfilment['pickup']>,
  subtotal: number,
  locale: 'tm' | 'ru' | 'en',
  estimates?: ShopEstimates,
): PickupQuote {
  const busy = estimates?.busy?.extra_minutes ?? 0;
  return {
    minimum: pickup.minimum,
    missing: missingForPickup(subtotal, pickup.minimum),
    minutes: estimates?.pickup?.minutes ?? pickup.minutes + busy,
    address: pickup.address[locale],
    map_url: pickup.map_url,
  };
}
