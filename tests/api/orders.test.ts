// A signed-in customer's order. Idempotency and the transaction: orders-idempotency.test.ts; guests and reading orders: orders-guest.test.ts.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { API, tableCounts, addProduct } from './support/accounts';
import { testDatabases } from '../helpers/database';
import { newKey, ordersApi } from '../helpers/orders';

describe.each(testDatabases())('orders (%s)', (dialect) => {
  const o = ordersApi(dialect);
  const { customer, placeOrder, basketOf, bonusOf } = o;

  describe('POST /orders (signed in)', () => {
    it('turns the basket into an order in one go: lines, totals, bonus debit, basket cleared, history', async () => {
      const c = await customer({ bonus: 1000 });
      const key = newKey();
      const res = await placeOrder(
        c.auth,
        {
          address_id: c.addressId,
          payment_method: 'card',
          delivery_time: 'asap',
          note: 'Jaň ediň',
          bonus: '7.50',
          subtotal: '0.01',
          total: '0.01',
          price: '0.01',
        },
        key,
      );
      expect(res.status).toBe(201);
      const order = res.body.data;
      expect(order).toMatchObject({
        number: String(order.id).padStart(6, '0'),
        status: 'new',
        name: 'Aýna Orazowa',
        phone: c.phone,
        address: {
          address: 'Bitarap Türkmenistan şaýoly 7',
          apartment: '5',
          entrance: '',
          floor: '2',
          comment: '',
          latitude: '37.95',
          longitude: '58.38',
        },
        payment_method: 'card',
        delivery_time: 'asap',
        note: 'Jaň ediň',
        subtotal: '118.50',
        delivery_fee: '15.00',
        bonus_spent: '7.50',
        total: '126.00',
        history: [{ status: 'new', at: o.ctx.clock.now().toISOString() }],
        created_at: o.ctx.clock.now().toISOString(),
      });
      expect(order.lines).toEqual([
        { product_id: o.palow, name: expect.stringContaining('Плов'), price: '45.00', quantity: 2, total: '90.00', choices: [] },
        { product_id: o.manty, name: expect.stringContaining('Плов'), price: '28.50', quantity: 1, total: '28.50', choices: [] },
      ]);
      const row = await o.ctx.db.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ user_id: c.userId, subtotal: 11850, delivery_fee: 1500, bonus_spent: 750, total: 12600, status: 'new' });
      const lines = await o.ctx.db.selectFrom('order_lines').selectAll().where('order_id', '=', order.id).orderBy('id').execute();
      expect(lines.map((l) => [l.product_id, l.price, l.quantity])).toEqual([
        [o.palow, 4500, 2],
        [o.manty, 2850, 1],
      ]);
      expect(await bonusOf(c.userId)).toBe(250);
      expect(
        await o.ctx.db.selectFrom('bonus_ledger').select(['amount', 'reason', 'order_id']).where('user_id', '=', c.userId).execute(),
      ).toEqual([{ amount: -750, reason: 'order_payment', order_id: order.id }]);
      expect(await basketOf(c.userId)).toEqual([]);
      expect(await o.ctx.db.selectFrom('idempotency_keys').select(['scope', 'order_id']).where('key', '=', key).execute()).toEqual([
        { scope: `user:${c.userId}`, order_id: order.id },
      ]);
    });

    it('keeps the line snapshot when the dish changes later', async () => {
      const dish = await addProduct(o.ctx.db, 1200);
      const c = await customer({ basket: [[dish, 1]] });
      const res = await placeOrder(c.auth, { address_id: c.addressId, payment_method: 'cash', delivery_time: 'asap' });
      await o.ctx.db.updateTable('products').set({ price: 9900, name_ru: 'Другое' }).where('id', '=', dish).execute();
      const again = await request(o.ctx.app).get(`${API}/orders/${res.body.data.id}`).set(c.auth).set('Accept-Language', 'ru');
      expect(again.body.data.lines[0]).toMatchObject({ price: '12.00', name: expect.stringContaining('Плов') });
    });

    it('takes typed address fields instead of a saved address', async () => {
      const c = await customer();
      const res = await placeOrder(c.auth, {
        address: 'Aşgabat, 30 mkr',
        entrance: '3',
        comment: 'Gapyda garaşaryn',
        payment_method: 'cash',
        delivery_time: 'asap',
        name: 'Başga at',
      });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({
        name: 'Başga at',
        address: { address: 'Aşgabat, 30 mkr', entrance: '3', comment: 'Gapyda garaşaryn', latitude: '' },
      });
    });

    it('accepts a delivery time inside working hours and stores it in UTC', async () => {
      const c = await customer();
      const res = await placeOrder(c.auth, { address_id: c.addressId, payment_method: 'cash', delivery_time: '2026-03-02T19:30:00+05:00' });
      expect(res.status).toBe(201);
      expect(res.body.data.delivery_time).toBe('2026-03-02T14:30:00.000Z');
    });

    it.each([
      ['in the past', '2026-03-02T11:00:00+05:00', 'in_the_past'],
      ['at night', '2026-03-03T03:00:00+05:00', 'outside_working_hours'],
      ['too far ahead', '2026-03-20T12:00:00+05:00', 'too_far'],
      ['without a zone', '2026-03-02T19:30:00', 'invalid'],
      ['not a time', 'tomorrow', 'invalid'],
    ])('refuses a delivery time %s', async (_label, delivery_time, code) => {
      const c = await customer();
      const before = await tableCounts(o.ctx.db);
      const res = await placeOrder(c.auth, { address_id: c.addressId, payment_method: 'cash', delivery_time });
      expect(res.status).toBe(422);
      expect(res.body.fields).toEqual({ delivery_time: code });
      expect(await tableCounts(o.ctx.db)).toEqual(before);
    });

    it.each([
      ['more bonus than the balance', { bonus: '10.01' }, { bonus: 'exceeds_balance' }],
      ['more bonus than the subtotal', { bonus: '200.00' }, { bonus: 'exceeds_subtotal' }],
      ['a bonus that is not money', { bonus: 'ten' }, { bonus: 'invalid' }],
      ['another payment method', { payment_method: 'crypto' }, { payment_method: 'invalid' }],
      ['no delivery time', { delivery_time: undefined }, { delivery_time: 'required' }],
      ['no address at all', { address_id: undefined }, { address: 'required' }],
    ])('refuses %s and writes nothing', async (_label, patch, fields) => {
      const c = await customer({ bonus: 1000 });
      const before = await tableCounts(o.ctx.db);
      const res = await placeOrder(c.auth, { address_id: c.addressId, payment_method: 'cash', delivery_time: 'asap', ...patch });
      expect(res.status).toBe(422);
      expect(res.body.fields).toEqual(fields);
      expect(await tableCounts(o.ctx.db)).toEqual(before);
      expect(await bonusOf(c.userId)).toBe(1000);
      expect(await basketOf(c.userId)).toHaveLength(2);
    });

    it("refuses another customer's saved address", async () => {
      const owner = await customer();
      const c = await customer();
      const res = await placeOrder(c.auth, { address_id: owner.addressId, payment_method: 'cash', delivery_time: 'asap' });
      expect(res.status).toBe(422);
      expect(res.body.fields).toEqual({ address_id: 'not_found' });
    });

    it('refuses an empty basket', async () => {
      const c = await customer({ basket: [] });
      const res = await placeOrder(c.auth, { address_id: c.addressId, payment_method: 'cash', delivery_time: 'asap' });
      expect(res.status).toBe(422);
      expect(res.body.error).toBe('basket_empty');
    });

    it('requires an Idempotency-Key', async () => {
      const c = await customer();
      const res = await placeOrder(c.auth, { address_id: c.addressId, payment_method: 'cash', delivery_time: 'asap' }, null);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'idempotency_key_required', message: expect.any(String) });
      expect(await basketOf(c.userId)).toHaveLength(2);
    });

    it('is 401 without a session', async () => {
      const res = await placeOrder({}, { payment_method: 'cash', delivery_time: 'asap', address: 'x' });
      expect(res.status).toBe(401);
    });
  });
});
