import type { Config } from '../../config';
import type { Logger } from '../../logger';
import type { Database } from '../../db/connection';
import type { ShopEvent } from '../../../shared/api/events';
import type { EventBus } from '../../events/bus';
import type { SmsSender } from '../auth/sms';
import type { Locale } from '../../../shared/locale';
import { clockOf } from '../../../shared/hours';
import type { Fulfilment } from '../../../shared/order-status';
import { findOrder, timesReached } from './repo';

type Texts = {
  accepted: (shop: string, number: string, by: string | null) => string;
  /** a pickup order accepted: ready by, not brought by */
  accepted_pickup: (shop: string, number: string, by: string | null) => string;
  on_the_way: (shop: string, number: string) => string;
  /** a pickup order ready at the counter */
  ready: (shop: string, number: string) => string;
};

/** The statuses texted: accepted, and the step after cooking (on the way, or ready to collect). */
export const TEXTED_STATUSES = ['accepted', 'on_the_way', 'ready'] as const;
export type TextedStatus = (typeof TEXTED_STATUSES)[number];

// Read outside the site: they name the shop and the order's number.
const texts: Record<Locale, Texts> = {
  tm: {
    accepted: (shop, n, by) => `${shop}: ${n} belgili sargydyňyz kabul edildi${by ? `, sagat ${by} çenli getiriler` : ''}.`,
    accepted_pickup: (shop, n, by) => `${shop}: ${n} sargydyňyz kabul edildi${by ? `, sagat ${by} taýýar bolar` : ''}.`,
    on_the_way: (shop, n) => `${shop}: ${n} belgili sargydyňyz ýolda.`,
    ready: (shop, n) => `${shop}: ${n} belgili sargydyňyz taýýar, gelip alyp gidiň.`,
  },
  ru: {
    accepted: (shop, n, by) => `${shop}: заказ ${n} принят${by ? `, ожидайте к ${by}` : ''}.`,
    accepted_pickup: (shop, n, by) => `${shop}: заказ ${n} принят${by ? `, будет готов к ${by}` : ''}.`,
    on_the_way: (shop, n) => `${shop}: заказ ${n} уже в пути.`,
    ready: (shop, n) => `${shop}: заказ ${n} готов, можно забирать.`,
  },
  en: {
    accepted: (shop, n, by) => `${shop}: order ${n} is accepted${by ? `, expected by ${by}` : ''}.`,
    accepted_pickup: (shop, n, by) => `${shop}: order ${n} is accepted${by ? `, ready by ${by}` : ''}.`,
    on_the_way: (shop, n) => `${shop}: order ${n} is on the way.`,
    ready: (shop, n) => `${shop}: order ${n} is ready for pickup.`,
  },
};

export function statusText(
  locale: Locale,
  shop: string,
  number: string,
  status: TextedStatus,
  estimatedAt: string | null,
  fulfilment: Fulfilment = 'delivery',
): string {
  const words = texts[locale];
  if (status !== 'accepted') return words[status](shop, number);
  const by = estimatedAt && clockOf(Date.parse(estimatedAt));
  return fulfilment === 'pickup' ? words.accepted_pickup(shop, number, by) : words.accepted(shop, number, by);
}

/**
 * ORDER_STATUS_SMS: the process that moved the order texts the shopper (accepted, on the way, ready) in the
 * language they ordered in — from publish(), so one text per change however many processes listen.
 * Sent through the SMS sender (and its breaker) after the change, never awaited: a slow or dead
 * gateway holds no status change. A status the order had reached before (a kitchen recall) is not texted again.
 */
export function withStatusSms(bus: EventBus, deps: { config: Config; database: Database; logger: Logger; sms: SmsSender }): EventBus {
  if (!deps.config.orderStatusSms) return bus;
  const send = async (event: ShopEvent) => {
    if (event.type !== 'order.changed' || !(TEXTED_STATUSES as readonly string[]).includes(event.status)) return;
    const status = event.status as TextedStatus;
    const order = await findOrder(deps.database.db, event.order_id);
    if (!order) return;
    // a kitchen recall brings an order back to accepted (or, bumped again, on the way): told once is enough
    if ((await timesReached(deps.database.db, event.order_id, status)) > 1) return;
    const text = statusText(order.locale, deps.config.public.shopName, order.number, status, order.estimated_at, order.fulfilment);
    await deps.sms.send(order.phone, text);
  };
  return {
    ...bus,
    async publish(event) {
      await bus.publish(event);
      send(event).catch((err: unknown) => deps.logger.warn({ err, event }, 'status SMS not sent'));
    },
  };
}
