import type { Order } from '../../../shared/api/types';
import { createLocalStore } from '../../browser/local-store';

/**
 * A guest's last orders on this device (a guest has no account to list them): the number, when, the
 * total and the tracking page, so an order whose confirmation was missed (sent from the offline
 * queue while the shopper was elsewhere, a closed tab) stays reachable from the sign-in dialog.
 * Only what the tracking link already shows to whoever holds it; no name, phone or address.
 */
export interface GuestOrder {
  number: string;
  tracking_url: string;
  created_at: string;
  total: string;
}

export const GUEST_ORDERS_KEPT = 5;

const parse = (raw: unknown): GuestOrder[] =>
  Array.isArray(raw)
    ? raw.filter(
        (o): o is GuestOrder =>
          !!o &&
          typeof o.number === 'string' &&
          typeof o.tracking_url === 'string' &&
          o.tracking_url.startsWith('/track/') &&
          typeof o.created_at === 'string' &&
          typeof o.total === 'string',
      )
    : [];

export const guestOrdersStore = createLocalStore<GuestOrder[]>('shop.guest-orders.v1', parse, []);

/** Keeps a guest's order just placed, newest first; the same order placed twice (a replayed send) once. */
export function rememberGuestOrder(order: Order) {
  const { number, tracking_url, created_at, total } = order;
  if (!tracking_url) return;
  guestOrdersStore.set((kept) =>
    [{ number, tracking_url, created_at, total }, ...kept.filter((o) => o.tracking_url !== tracking_url)].slice(0, GUEST_ORDERS_KEPT),
  );
}
