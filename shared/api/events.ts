// The shop's live events, as the server publishes them and a browser reads them from an event stream
// (GET /desk/events, /orders/{id}/events, /track/{token}/events): `type` is also the SSE event name.
// Declared once: the server's publishers and the browser's listeners both use this union.
import { ORDER_STATUSES, PLACED_STATUSES, type OrderStatus, type PlacedStatus } from '../order-status';
import type { DeskOrder } from './desk';

/**
 * An order was placed or moved: the desk's board, that order's page and its tracking page listen; or
 * the kitchen display crossed one of its lines off (or back on), its status unchanged: kitchen screens listen.
 */
export type OrderEvent =
  | { type: 'order.placed'; order_id: number; status: PlacedStatus; at: string }
  | { type: 'order.changed'; order_id: number; status: OrderStatus; at: string }
  | { type: 'kitchen.changed'; order_id: number; status: OrderStatus; at: string };

/**
 * The desk's stream only (GET /desk/events, for staff who may read the board): a placed or moved order
 * may carry `order`, the order as GET /desk/orders/{id} answers it, in the stream's language
 * (`?locale=`, DESK_EVENTS_LOCALE; a stream naming none gets none). Without it (a cook's stream, a read
 * that failed, a replayed event)
 * the desk reads the order itself. The shoppers' streams never carry it.
 */
export type DeskOrderEvent = EventOf<'order.placed' | 'order.changed'> & { order?: DeskOrder };
/** The desk stream's query parameter naming its language: EventSource cannot send Accept-Language. */
export const DESK_EVENTS_LOCALE = 'locale';

/** The order an event of the desk's stream carries, when it is the event's own order; null otherwise. */
export function deskOrderOf(event: OrderEvent): DeskOrder | null {
  const order = (event as DeskOrderEvent).order as unknown;
  if (typeof order !== 'object' || order === null) return null;
  const card = order as Partial<DeskOrder>;
  return card.id === event.order_id && typeof card.status === 'string' && Array.isArray(card.lines) ? (card as DeskOrder) : null;
}

/**
 * The stop-list, hours or pause changed ('shop.changed'), or the delivery zones, or the menu or the site's
 * content: pages re-read it. 'staff.changed': a member was removed or their role changed; each open desk
 * stream checks its session again then (server/events/sse.ts `recheck`) and ends when it no longer stands.
 */
export interface ShopChange {
  type: 'shop.changed' | 'zones.changed' | 'menu.changed' | 'staff.changed';
  at: string;
}

export type ShopEvent = OrderEvent | ShopChange;
export type ShopEventType = ShopEvent['type'];
/** One of the union's members by its type: `EventOf<'zones.changed'>`. */
export type EventOf<T extends ShopEventType> = Extract<ShopEvent, { type: T }>;

/** What moves an order: the events the board and the shopper's pages follow. */
export const ORDER_EVENTS = ['order.placed', 'order.changed'] as const satisfies readonly OrderEvent['type'][];
/** What a kitchen screen follows: the moves, a line crossed off on another tablet, a station changed in the menu. */
export const KITCHEN_EVENTS = [...ORDER_EVENTS, 'kitchen.changed', 'menu.changed'] as const satisfies readonly ShopEventType[];
const ANY_ORDER_EVENT: readonly string[] = [...ORDER_EVENTS, 'kitchen.changed'];
const SHOP_CHANGES = ['shop.changed', 'zones.changed', 'menu.changed', 'staff.changed'] as const satisfies readonly ShopChange['type'][];

export const isOrderEvent = (event: ShopEvent): event is OrderEvent => ANY_ORDER_EVENT.includes(event.type);

const isOrderId = (v: unknown) => Number.isSafeInteger(v) && (v as number) > 0;

function isShopEvent(v: unknown): v is ShopEvent {
  if (typeof v !== 'object' || v === null) return false;
  const event = v as Record<string, unknown>;
  if (typeof event.at !== 'string') return false;
  if (event.type === 'order.placed') return isOrderId(event.order_id) && (PLACED_STATUSES as readonly unknown[]).includes(event.status);
  if (event.type === 'order.changed' || event.type === 'kitchen.changed')
    return isOrderId(event.order_id) && (ORDER_STATUSES as readonly unknown[]).includes(event.status);
  return (SHOP_CHANGES as readonly unknown[]).includes(event.type);
}

/** A stream message's data read as the event named `type`; null when it is not one (a newer server, a broken line). */
export function parseShopEvent<T extends ShopEventType>(type: T, data: unknown): EventOf<T> | null {
  if (typeof data !== 'string') return null;
  let event: unknown;
  try {
    event = JSON.parse(data);
  } catch {
    return null;
  }
  return isShopEvent(event) && event.type === type ? (event as EventOf<T>) : null;
}
