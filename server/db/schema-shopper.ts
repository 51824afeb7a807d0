import type { Generated } from 'kysely';
import type { Locale } from '../../shared/locale';

// Migration 004: the event log behind the live streams, and the shopper's additions to orders.

export interface EventsTable {
  id: Generated<number>;
  type: string;
  /** the event as JSON: { orderId, status } */
  payload: string;
  at: string;
}

export interface ShopperOrderColumns {
  /** SHA-256 (hex) of the guest's tracking token; null for customers' and older orders */
  tracking_token_hash: string | null;
  /** cash only: the note the shopper will pay with, minor units */
  change_from: number | null;
  /** the language the order was placed in: status texts go out in it */
  locale: Generated<Locale>;
}

export interface ShopperHistoryColumns {
  actor: Generated<'' | 'shopper' | 'staff' | 'operator'>;
}

export interface ShopperTables {
  events: EventsTable;
  orders: ShopperOrderColumns;
  order_status_history: ShopperHistoryColumns;
}
