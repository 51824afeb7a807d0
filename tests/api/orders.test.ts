import { sql } from 'kysely';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, accountsApp, addProduct, nextPhone, signUp, tableCounts, type AccountsContext } from './support/accounts';
import { testDatabases } from '../helpers/database';

// The test clock starts at 2026-03-02T07:00Z = 12:00 in Ashgabat; the shop is open 10:00–23:00.
let keyCounter = 0;
const newKey = () => `checkout-${++keyCounter}-${Math.random().toString(36).slice(2)}`;

describe.each(testDatabases())('orders (%s)', (dialect) => {
  let ctx: AccountsContext;
  let palow: number;
  let manty: number;
  beforeAll(async () => {
    ctx = await accountsApp(dialect);
    palow = await addProduct(ctx.db, 4500);
    manty = await addProduct(ctx.db, 2850);
  });
  afterAll(() => ctx.close());

  async function customer({
    bonus = 0,
    basket = [
      [palow, 2],
      [manty, 1],
    ] as [number, number][],
  } = {}) {
    const who = await signUp(ctx);
    if (bonus) await ctx.db.updateTable('users').set({ bonus_amount: bonus }).where('id', '=', who.userId).execute();
    for (const [product_id, quantity] of basket) await request(ctx.app).post(`${API}/basket`).set(who.auth).send({ product_id, quantity });
    const address = await request(ctx.app)
      .post(`${API}/users/address`)
      .set(who.auth)
      .send({ address: 'Bitarap Türkmenistan şaýoly 7', apartment: '5', floor: '2', latitude: '37.95', longitude: '58.38' });
    return { ...who, addressId: address.body.data.id as number };
  }
  const placeOrder = (auth: Record<string, string>, body: object, key: string | null = newKey()) => {
    const req = request(ctx.app).post(`${API}/orders`).set(auth);
    return (key ? req.set('Idempotency-Key', key) : req).send(body);
  };
  const placeGuestOrder = (body: object, key: string | null = newKey()) => {
    const req = request(ctx.app).post(`${API}/orders-web`);
    return (key ? req.set('Idempotency-Key', key) : req).send(body);
  };
  const basketOf = (userId: number) =>
    ctx.db.selectFrom('basket_lines').select(['product_id', 'quantity']).where('user_id', '=', userId).orderBy('product_id').execute();
  const bonusOf = async (userId: number) =>
    (await ctx.db.selectFrom('users').select('bonus_amount').where('id', '=', userId).executeTakeFirstOrThrow()).bonus_amount;

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
        history: [{ status: 'new', at: ctx.clock.now().toISOString() }],
        created_at: ctx.clock.now().toISOString(),
      });
      expect(order.lines).toEqual([
        { product_id: palow, name: expect.stringContaining('Плов'), price: '45.00', quantity: 2, total: '90.00' },
        { product_id: manty, name: expect.stringContaining('Плов'), price: '28.50', quantity: 1, total: '28.50' },
      ]);
      const row = await ctx.db.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ user_id: c.userId, subtotal: 11850, delivery_fee: 1500, bonus_spent: 750, total: 12600, status: 'new' });
      const lines = await ctx.db.selectFrom('order_lines').selectAll().where('order_id', '=', order.id).orderBy('id').execute();
      expect(lines.map((l) => [l.product_id, l.price, l.quantity])).toEqual([
        [palow, 4500, 2],
        [manty, 2850, 1],
      ]);
      expect(await bonusOf(c.userId)).toBe(250);
      expect(
        await ctx.db.selectFrom('bonus_ledger').select(['amount', 'reason', 'order_id']).where('user_id', '=', c.userId).execute(),
      ).toEqual([{ amount: -750, reason: 'order_payment', order_id: order.id }]);
      expect(await basketOf(c.userId)).toEqual([]);
      expect(await ctx.db.selectFrom('idempotency_keys').select(['scope', 'order_id']).where('key', '=', key).execute()).toEqual([
        { scope: `user:${c.userId}`, order_id: order.id },
      ]);
    });

    it('keeps the line snapshot when the dish changes later', async () => {
      const dish = await addProduct(ctx.db, 1200);
      const c = await customer({ basket: [[dish, 1]] });
      const res = await placeOrder(c.auth, { address_id: c.addressId, payment_method: 'cash', delivery_time: 'asap' });
      await ctx.db.updateTable('products').set({ price: 9900, name_ru: 'Другое' }).where('id', '=', dish).execute();
      const again = await request(ctx.app).get(`${API}/orders/${res.body.data.id}`).set(c.auth).set('Accept-Language', 'ru');
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
      const before = await tableCounts(ctx.db);
      const res = await placeOrder(c.auth, { address_id: c.addressId, payment_method: 'cash', delivery_time });
      expect(res.status).toBe(422);
      expect(res.body.fields).toEqual({ delivery_time: code });
      expect(await tableCounts(ctx.db)).toEqual(before);
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
      const before = await tableCounts(ctx.db);
      const res = await placeOrder(c.auth, { address_id: c.addressId, payment_method: 'cash', delivery_time: 'asap', ...patch });
      expect(res.status).toBe(422);
      expect(res.body.fields).toEqual(fields);
      expect(await tableCounts(ctx.db)).toEqual(before);
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

  describe('idempotency', () => {
    it('answers a repeat with the first order and never makes a second', async () => {
      const c = await customer();
      const key = newKey();
      const body = { address_id: c.addressId, payment_method: 'cash', delivery_time: 'asap' };
      const first = await placeOrder(c.auth, body, key);
      const second = await placeOrder(c.auth, body, key);
      expect(first.status).toBe(201);
      expect(second.status).toBe(200);
      expect(second.body).toEqual(first.body);
      expect(await ctx.db.selectFrom('orders').select('id').where('user_id', '=', c.userId).execute()).toHaveLength(1);
    });

    it('refuses the same key with a different body (422 idempotency_key_reused)', async () => {
      const c = await customer();
      const key = newKey();
      await placeOrder(c.auth, { address_id: c.addressId, payment_method: 'cash', delivery_time: 'asap' }, key);
      const res = await placeOrder(c.auth, { address_id: c.addressId, payment_method: 'card', delivery_time: 'asap' }, key);
      expect(res.status).toBe(422);
      expect(res.body.error).toBe('idempotency_key_reused');
      expect(await ctx.db.selectFrom('orders').select('id').where('user_id', '=', c.userId).execute()).toHaveLength(1);
    });

    it('makes exactly one order from 20 parallel requests with one key', async () => {
      const c = await customer({ bonus: 500 });
      const key = newKey();
      const body = { address_id: c.addressId, payment_method: 'cash', delivery_time: 'asap', bonus: '5.00' };
      const answers = await Promise.all(Array.from({ length: 20 }, () => placeOrder(c.auth, body, key)));
      const statuses = answers.map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 200)).toHaveLength(19);
      expect(new Set(answers.map((r) => r.body.data.id)).size).toBe(1);
      expect(await ctx.db.selectFrom('orders').select('id').where('user_id', '=', c.userId).execute()).toHaveLength(1);
      expect(await bonusOf(c.userId)).toBe(0);
      expect(await ctx.db.selectFrom('bonus_ledger').select('amount').where('user_id', '=', c.userId).execute()).toEqual([
        { amount: -500 },
      ]);
    });

    it('keeps keys of different customers apart', async () => {
      const a = await customer();
      const b = await customer();
      const key = newKey();
      const ra = await placeOrder(a.auth, { address_id: a.addressId, payment_method: 'cash', delivery_time: 'asap' }, key);
      const rb = await placeOrder(b.auth, { address_id: b.addressId, payment_method: 'cash', delivery_time: 'asap' }, key);
      expect([ra.status, rb.status]).toEqual([201, 201]);
      expect(ra.body.data.id).not.toBe(rb.body.data.id);
    });

    it('frees the key when the attempt failed, so a corrected retry goes through', async () => {
      const c = await customer({ bonus: 100 });
      const key = newKey();
      const failed = await placeOrder(
        c.auth,
        { address_id: c.addressId, payment_method: 'cash', delivery_time: 'asap', bonus: '5.00' },
        key,
      );
      expect(failed.status).toBe(422);
      const retry = await placeOrder(
        c.auth,
        { address_id: c.addressId, payment_method: 'cash', delivery_time: 'asap', bonus: '1.00' },
        key,
      );
      expect(retry.status).toBe(201);
    });
  });

  describe('one transaction', () => {
    // A trigger makes the last step (the first status row) fail, the way a real fault would.
    async function breakHistory() {
      if (dialect === 'sqlite') {
        await sql`create trigger fail_history before insert on order_status_history begin select raise(abort, 'injected failure'); end`.execute(
          ctx.db,
        );
      } else {
        await sql`create function fail_history() returns trigger language plpgsql as $$ begin raise exception 'injected failure'; end $$`.execute(
          ctx.db,
        );
        await sql`create trigger fail_history before insert on order_status_history for each row execute function fail_history()`.execute(
          ctx.db,
        );
      }
    }
    async function repairHistory() {
      await sql`drop trigger fail_history${dialect === 'postgres' ? sql` on order_status_history` : sql``}`.execute(ctx.db);
      if (dialect === 'postgres') await sql`drop function fail_history()`.execute(ctx.db);
    }

    it('rolls everything back when a step fails: no order, bonus and basket intact, key free', async () => {
      const c = await customer({ bonus: 800 });
      const key = newKey();
      const body = { address_id: c.addressId, payment_method: 'cash', delivery_time: 'asap', bonus: '3.00' };
      const before = await tableCounts(ctx.db);
      await breakHistory();
      try {
        const res = await placeOrder(c.auth, body, key);
        expect(res.status).toBe(500);
        expect(res.body).toMatchObject({ success: false, error: 'internal_error' });
        expect(JSON.stringify(res.body)).not.toContain('injected');
      } finally {
        await repairHistory();
      }
      expect(await tableCounts(ctx.db)).toEqual(before);
      expect(await bonusOf(c.userId)).toBe(800);
      expect(await basketOf(c.userId)).toEqual([
        { product_id: palow, quantity: 2 },
        { product_id: manty, quantity: 1 },
      ]);
      const retry = await placeOrder(c.auth, body, key);
      expect(retry.status).toBe(201);
      expect(await bonusOf(c.userId)).toBe(500);
    });
  });

  describe('POST /orders-web (guest)', () => {
    const guestBody = (patch: object = {}) => ({
      items: [
        { product_id: palow, quantity: 1 },
        { product_id: manty, quantity: 2 },
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
            { product_id: palow, quantity: 1, price: '0.01' },
            { product_id: manty, quantity: 2 },
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
      const row = await ctx.db.selectFrom('orders').selectAll().where('id', '=', res.body.data.id).executeTakeFirstOrThrow();
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
      const before = await tableCounts(ctx.db);
      const res = await placeGuestOrder(guestBody(patch));
      expect(res.status).toBe(422);
      expect(res.body.fields).toEqual(fields);
      expect(await tableCounts(ctx.db)).toEqual(before);
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
        await request(ctx.app).post(`${API}/basket`).set(c.auth).send({ product_id: palow, quantity: 1 });
        const res = await placeOrder(c.auth, { address_id: c.addressId, payment_method: 'cash', delivery_time: 'asap' });
        ids.push(res.body.data.id);
      }
      await customer().then((o) => placeOrder(o.auth, { address_id: o.addressId, payment_method: 'cash', delivery_time: 'asap' }));
      const page1 = await request(ctx.app).get(`${API}/orders?limit=2`).set(c.auth);
      expect(page1.status).toBe(200);
      expect(page1.body.data.map((o: { id: number }) => o.id)).toEqual([ids[2], ids[1]]);
      expect(page1.body.meta).toEqual({ total: 3, page: 1, limit: 2 });
      const page2 = await request(ctx.app).get(`${API}/orders?limit=2&page=2`).set(c.auth);
      expect(page2.body.data.map((o: { id: number }) => o.id)).toEqual([ids[0]]);
      expect(page2.body.data[0].lines).toHaveLength(2);
    });

    it.each([
      ['limit=101', { limit: 'out_of_range' }],
      ['page=0', { page: 'out_of_range' }],
      ['page=x', { page: 'invalid' }],
    ])('answers 422 for ?%s', async (query, fields) => {
      const c = await customer();
      const res = await request(ctx.app).get(`${API}/orders?${query}`).set(c.auth);
      expect(res.status).toBe(422);
      expect(res.body.fields).toEqual(fields);
    });

    it("shows one of my orders, and 404 for another's or a guest's", async () => {
      const a = await customer();
      const b = await customer();
      const mine = await placeOrder(a.auth, { address_id: a.addressId, payment_method: 'cash', delivery_time: 'asap' });
      const theirs = await placeOrder(b.auth, { address_id: b.addressId, payment_method: 'cash', delivery_time: 'asap' });
      const guest = await placeGuestOrder({
        items: [{ product_id: palow, quantity: 1 }],
        name: 'G',
        phone: nextPhone(),
        address: 'x',
        payment_method: 'cash',
        delivery_time: 'asap',
      });
      const own = await request(ctx.app).get(`${API}/orders/${mine.body.data.id}`).set(a.auth);
      expect(own.status).toBe(200);
      expect(own.body.data).toEqual(mine.body.data);
      for (const id of [theirs.body.data.id, guest.body.data.id, 999_999, 0, 'abc']) {
        const res = await request(ctx.app).get(`${API}/orders/${id}`).set(a.auth);
        expect(res.status).toBe(404);
        expect(res.body.error).toBe('order_not_found');
      }
    });

    it('is 401 without a session', async () => {
      expect((await request(ctx.app).get(`${API}/orders`)).status).toBe(401);
      expect((await request(ctx.app).get(`${API}/orders/1`)).status).toBe(401);
    });
  });
});
