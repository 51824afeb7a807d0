import type { Config } from '../../config';
import type { Logger } from '../../logger';
import type { Database } from '../../db/connection';
import type { ShopEvent } from '../../../shared/api/events';
import type { EventBus } from '../../events/bus';
import type { SmsSender } from '../auth/sms';
import type { Locale } from '../../../shared/locale';
import { clockOf } from '../../../shared/hours';
import { findOrder, timesReached } from './repo';

type Texts = {
  accepted: (shop: string, number: string, by: string | null) => string;
  on_the_way: (shop: string, number: string) => string;
};

// Read outside the site: they name the shop and the order's number.
const texts: Record<Locale, Texts> = {
  tm: {
    accepted: (shop, n, by) => `${shop}: ${n} belgili sargydyňyz kabul edildi${by ? `, sagat ${by} çenli getiriler` : ''}.`,
    on_the_way: (shop, n) => `${shop}: ${n} belgili sargydyňyz ýolda.`,
  },
  ru: {
    accepted: (shop, n, by) => `${shop}: заказ ${n} принят${by ? `, ожидайте к ${by}` : ''}.`,
    on_the_way: (shop, n) => `${shop}: заказ ${n} уже в пути.`,
  },
  en: {
    accepted: (shop, n, by) => `${shop}: order ${n} is accepted${by ? `, expected by ${by}` : ''}.`,
    on_the_way: (shop, n) => `${shop}: order ${n} is on the way.`,
  },
};

export function statusText(
  locale: Locale,
  shop: string,
  number: string,
  status: 'accepted' | 'on_the_way',
  estimatedAt: string | null,
): string {
  return status === 'accepted'
    ? texts[locale].accepted(shop, number, estimatedAt && clockOf(Date.parse(estimatedAt)))
    : texts[locale].on_the_way(shop, number);
}

/**
 * ORDER_STATUS_SMS: the process that moved the order texts the shopper (accepted, on the way) in the
 * language they ordered in — from publish(), so one text per change however many processes listen.
 * Sent through the SMS sender (and its breaker) after the change, never awaited: a slow or dead
 * gateway holds no status change. A status the order had reached before (a kitchen recall) is not texted again.
 */
export function withStatusSms(bus: EventBus, deps: { config: Config; database: Database; logger: Logger; sms: SmsSender }): EventBus {
  if (!deps.config.orderStatusSms) return bus;
  const send = async (event: ShopEvent) => {
    if (event.type !== 'order.changed' || (event.status !== 'accepted' && event.status !== 'on_the_way')) return;
    const order = await findOrder(deps.database.db, event.order_id);
    if (!order) return;
    // a kitchen recall brings an order back to accepted (or, bumped again, on the way): told once is enough
    if ((await timesReached(deps.database.db, event.order_id, event.status)) > 1) return;
    await deps.sms.send(order.phone, statusText(order.locale, deps.config.public.shopName, order.number, event.status, order.estimated_at));
  };
  return {
    ...bus,
    async publish(event) {
      await bus.publish(event);
      send(event).catch((err: unknown) => deps.logger.warn({ err, event }, 'status SMS not sent'));
    },
  };
}
