// The SMS a customer gets when the order's status changes, when ORDER_STATUS_SMS is on.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { createLogger } from '../../server/logger';
import { createEventBus } from '../../server/events/create-bus';
import { withStatusSms } from '../../server/api/orders/status-sms';
import { shopperOrdersApi } from '../helpers/shopper-orders';
import { testDatabases } from '../helpers/database';

describe.each(testDatabases())('order status SMS (%s)', (dialect) => {
  const s = shopperOrdersApi(dialect);
  const { customerOrder } = s;

  describe('status SMS', () => {
    const logger = createLogger(loadConfig({ LOG_LEVEL: 'silent' }));
    function recordingSms() {
      const sent: { phone: string; text: string }[] = [];
      let arrived: () => void = () => undefined;
      const next = () => new Promise<void>((resolve) => (arrived = resolve));
      return {
        sent,
        next,
        send: async (phone: string, text: string) => {
          sent.push({ phone, text });
          arrived();
        },
      };
    }

    it('is off unless ORDER_STATUS_SMS is set', async () => {
      expect(loadConfig({}).orderStatusSms).toBe(false);
      const sms = recordingSms();
      const bus = createEventBus(s.ctx.database, logger);
      const events = withStatusSms(bus, { config: loadConfig({}), database: s.ctx.database, logger, sms });
      const { order } = await customerOrder();
      await events.publish({ type: 'order.changed', order_id: order.id, status: 'on_the_way', at: new Date().toISOString() });
      await events.publish({ type: 'order.changed', order_id: order.id, status: 'accepted', at: new Date().toISOString() });
      expect(events).toBe(bus);
      expect(sms.sent).toEqual([]);
    });

    it('texts the shopper in the language they ordered in: accepted with the estimate, on the way', async () => {
      const config = loadConfig({ ORDER_STATUS_SMS: 'true', SHOP_NAME: 'Aşhana' });
      const sms = recordingSms();
      const events = withStatusSms(createEventBus(s.ctx.database, logger), { config, database: s.ctx.database, logger, sms });
      const { who, order } = await customerOrder([[s.palow, 1]], {}, 'tm');
      const ru = await customerOrder([[s.palow, 1]], {}, 'ru');
      await s.ctx.db
        .updateTable('orders')
        .set({ estimated_at: '2026-03-02T14:40:00.000Z' })
        .where('id', 'in', [order.id, ru.order.id])
        .execute();

      let arrived = sms.next();
      await events.publish({ type: 'order.changed', order_id: order.id, status: 'accepted', at: new Date().toISOString() });
      await arrived;
      expect(sms.sent.at(-1)).toEqual({
        phone: who.phone,
        text: `Aşhana: ${order.number} belgili sargydyňyz kabul edildi, sagat 19:40 çenli getiriler.`,
      });
      arrived = sms.next();
      await events.publish({ type: 'order.changed', order_id: ru.order.id, status: 'accepted', at: new Date().toISOString() });
      await arrived;
      expect(sms.sent.at(-1)!.text).toBe(`Aşhana: заказ ${ru.order.number} принят, ожидайте к 19:40.`);
      arrived = sms.next();
      await events.publish({ type: 'order.changed', order_id: ru.order.id, status: 'on_the_way', at: new Date().toISOString() });
      await arrived;
      expect(sms.sent.at(-1)!.text).toBe(`Aşhana: заказ ${ru.order.number} уже в пути.`);
      // cooking and delivered send nothing
      await events.publish({ type: 'order.changed', order_id: ru.order.id, status: 'cooking', at: new Date().toISOString() });
      expect(sms.sent).toHaveLength(3);
    });

    it('never holds the status change: a gateway that does not answer leaves publish() done', async () => {
      const config = loadConfig({ ORDER_STATUS_SMS: 'true' });
      let called = 0;
      const hanging = {
        send: () => {
          called += 1;
          return new Promise<void>(() => undefined);
        },
      };
      const events = withStatusSms(createEventBus(s.ctx.database, logger), { config, database: s.ctx.database, logger, sms: hanging });
      const { order } = await customerOrder();
      await events.publish({ type: 'order.changed', order_id: order.id, status: 'on_the_way', at: new Date().toISOString() });
      await expect.poll(() => called).toBe(1);
    });
  });
});
