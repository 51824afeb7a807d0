// A guest's order (POST /orders-web), and reading orders back (GET /orders, /orders/{id}).
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { API, nextPhone, tableCounts } from './support/accounts';
import { testDatabases } from '../helpers/database';
import { newKey, ordersApi } from '../helpers/orders';

describe.each(testDatabases())('orders: guests and reading back (%s)', (dialect) => {
  const o = ordersApi(dialect);
  const { customer, placeOrder, placeGuestOrder } = o;

  describe('POST /orders-web (guest)', () => {
    const guestBody = (patch: object = {}) => ({
      items: [
        { product_id: o.palow, quantity: 1 },
        { product_id: o.manty, quantity: 2 },
      ],
      name: 'Myhman',
      phone: '+99363000000',
      address: 'Parahat 2, jaý 14',
      payment_method: 'cash',
      delivery_time: 'asap',
      ...patch,
    });

    it('prices the items on the server and stores a guest order', async () => {
      const res = await placeGuestOrder(
        guestBody({
          items: [
            { product_id: o.palow, quantity: 1, price: '0.01' },
            { product_id: o.manty, quantity: 2 },
          ],
        }),
      );
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({
        status: 'new',
        name: 'Myhman',
        phone: '63000000',
        subtotal: '102.00',
        delivery_fee: '15.00',
        bonus_spent: '0.00',
        total: '117.00',
        address: { address: 'Parahat 2, jaý 14' },
        history: [{ status: 'new' }],
      });
      const row = await o.ctx.db.selectFrom('orders').selectAll().where('id', '=', res.body.data.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ user_id: null, phone: '63000000', total: 11700 });
    });

    it('replays a repeated key and refuses it with another body', async () => {
      const key = newKey();
      const first = await placeGuestOrder(guestBody(), key);
      const repeat = await placeGuestOrder(guestBody(), key);
      const other = await placeGuestOrder(guestBody({ name: 'Başga' }), key);
      expect([first.status, repeat.status, other.status]).toEqual([201, 200, 422]);
      expect(repeat.body.data.id).toBe(first.body.data.id);
    });

    it.each([
      ['no items', { items: [] }, { items: 'required' }],
      ['an unknown dish', { items: [{ product_id: 999_999, quantity: 1 }] }, { 'items.0.product_id': 'not_found' }],
      ['a zero quantity', { items: [{ product_id: 1, quantity: 0 }] }, { 'items.0.quantity': 'out_of_range' }],
      ['a quantity over 99', { items: [{ product_id: 1, quantity: 100 }] }, { 'items.0.quantity': 'out_of_range' }],
      ['no name', { name: '' }, { name: 'required' }],
      ['a landline phone', { phone: '12345678' }, { phone: 'invalid' }],
      ['no phone', { phone: undefined }, { phone: 'required' }],
      ['no address', { address: '' }, { address: 'required' }],
      ['bonus', { bonus: '1.00' }, { bonus: 'sign_in_required' }],
      ['a cash amount as a number', { payment_method: 1 }, { payment_method: 'invalid' }],
    ])('refuses %s and writes nothing', async (_label, patch, fields) => {
      const before = await tableCounts(o.ctx.db);
      const res = await placeGuestOrder(guestBody(patch));
      expect(res.status).toBe(422);
      expect(res.body.fields).toEqual(fields);
      expect(await tableCounts(o.ctx.db)).toEqual(before);
    });

    it('requires an Idempotency-Key', async () => {
      const res = await placeGuestOrder(guestBody(), null);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('idempotency_key_required');
    });
  });

  describe('GET /orders and /orders/{id}', () => {
    it('lists only my orders, newest first, with paging meta', async () => {
      const c = await customer();
      const ids: number[] = [];
      for (let i = 0; i < 3; i++) {
        await request(o.ctx.app).post(`${API}/basket`).set(c.auth).send({ product_id: o.palow, quantity: 1 });
        const res = await placeOrder(c.auth, { address_id: c.addressId, payment_method: 'cash', delivery_time: 'asap' });
        ids.push(res.body.data.id);
      }
      await customer().then((o) => placeOrder(o.auth, { address_id: o.addressId, payment_method: 'cash', delivery_time: 'asap' }));
      const page1 = await request(o.ctx.app).get(`${API}/orders?limit=2`).set(c.auth);
      expect(page1.status).toBe(200);
      expect(page1.body.data.map((o: { id: number }) => o.id)).toEqual([ids[2], ids[1]]);
      expect(page1.body.meta).toEqual({ total: 3, page: 1, limit: 2 });
      const page2 = await request(o.ctx.app).get(`${API}/orders?limit=2&page=2`).set(c.auth);
      expect(page2.body.data.map((o: { id: number }) => o.id)).toEqual([ids[0]]);
      expect(page2.body.data[0].lines).toHaveLength(2);
    });

    it.each([
      ['limit=101', { limit: 'out_of_range' }],
      ['page=0', { page: 'out_of_range' }],
      ['page=x', { page: 'invalid' }],
    ])('answers 422 for ?%s', async (query, fields) => {
      const c = await customer();
      const res = await request(o.ctx.app).get(`${API}/orders?${query}`).set(c.auth);
      expect(res.status).toBe(422);
      expect(res.body.fields).toEqual(fields);
    });

    it("shows one of my orders, and 404 for another's or a guest's", async () => {
      const a = await customer();
      const b = await customer();
      const mine = await placeOrder(a.auth, { address_id: a.addressId, payment_method: 'cash', delivery_time: 'asap' });
      const theirs = await placeOrder(b.auth, { address_id: b.addressId, payment_method: 'cash', delivery_time: 'asap' });
      const guest = await placeGuestOrder({
        items: [{ product_id: o.palow, quantity: 1 }],
        name: 'G',
        phone: nextPhone(),
        address: 'x',
        payment_method: 'cash',
        delivery_time: 'asap',
      });
      const own = await request(o.ctx.app).get(`${API}/orders/${mine.body.data.id}`).set(a.auth);
      expect(own.status).toBe(200);
      expect(own.body.data).toEqual(mine.body.data);
      for (const id of [theirs.body.data.id, guest.body.data.id, 999_999, 0, 'abc']) {
        const res = await request(o.ctx.app).get(`${API}/orders/${id}`).set(a.auth);
        expect(res.status).toBe(404);
        expect(res.body.error).toBe('order_not_found');
      }
    });

    it('is 401 without a session', async () => {
      expect((await request(o.ctx.app).get(`${API}/orders`)).status).toBe(401);
      expect((await request(o.ctx.app).get(`${API}/orders/1`)).status).toBe(401);
    });
  });
});
