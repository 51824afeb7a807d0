import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { API, addProduct, signUp } from './support/accounts';
import { basketApp, basketLines, setLine } from '../helpers/basket-app';
import { testDatabases } from '../helpers/database';
import { describeFixture } from '../helpers/fixture';

describe.each(testDatabases())('basket (%s)', (dialect) => {
  const shop = describeFixture(() => basketApp(dialect));

  const lines = (userId: number) => basketLines(shop.ctx, userId);
  const set = (auth: Record<string, string>, body: object) => setLine(shop.ctx, auth, body);

  describe('GET and POST /basket', () => {
    it('starts empty', async () => {
      const { auth } = await signUp(shop.ctx);
      const res = await request(shop.ctx.app).get(`${API}/basket`).set(auth);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, data: [] });
    });

    it('sets a quantity and lists product fields with basket.quantity', async () => {
      const { auth, userId } = await signUp(shop.ctx);
      const res = await set(auth, { product_id: shop.palow, quantity: 2 });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([
        expect.objectContaining({
          id: shop.palow,
          price: '45.00',
          name_ru: expect.stringContaining('Плов'),
          amount: 300,
          unit: expect.objectContaining({ name: 'г' }),
          // a dish without choice groups: its key is its id (shared/choices.ts)
          basket: { quantity: 2, key: String(shop.palow), choices: [], unit_price: '45.00' },
        }),
      ]);
      expect(await lines(userId)).toEqual({ [shop.palow]: 2 });
      const listed = await request(shop.ctx.app).get(`${API}/basket`).set(auth).set('Accept-Language', 'en');
      expect(listed.body.data[0]).toMatchObject({ id: shop.palow, unit: { name: 'g' }, basket: { quantity: 2 } });
    });

    it('replaces the quantity, and 0 removes the line', async () => {
      const { auth, userId } = await signUp(shop.ctx);
      await set(auth, { product_id: shop.palow, quantity: 2 });
      await set(auth, { product_id: shop.manty, quantity: 1 });
      await set(auth, { product_id: shop.palow, quantity: 5 });
      expect(await lines(userId)).toEqual({ [shop.palow]: 5, [shop.manty]: 1 });
      const res = await set(auth, { product_id: shop.palow, quantity: 0 });
      expect(res.body.data.map((l: { id: number }) => l.id)).toEqual([shop.manty]);
      expect(await lines(userId)).toEqual({ [shop.manty]: 1 });
    });

    it('answers 404 for a dish that is not on sale, and stores nothing', async () => {
      const { auth, userId } = await signUp(shop.ctx);
      for (const product_id of [shop.archived, 999_999]) {
        const res = await set(auth, { product_id, quantity: 1 });
        expect(res.status).toBe(404);
        expect(res.body.error).toBe('product_not_found');
      }
      expect(await lines(userId)).toEqual({});
    });

    it('lets a line of a dish taken off the menu be removed, and hides it meanwhile', async () => {
      const { auth, userId } = await signUp(shop.ctx);
      const dish = await addProduct(shop.ctx.db, 700);
      await set(auth, { product_id: dish, quantity: 3 });
      await shop.ctx.db.updateTable('products').set({ archived: 1 }).where('id', '=', dish).execute();
      expect((await request(shop.ctx.app).get(`${API}/basket`).set(auth)).body.data).toEqual([]);
      expect((await set(auth, { product_id: dish, quantity: 0 })).status).toBe(200);
      expect(await lines(userId)).toEqual({});
    });

    it.each([
      [{ product_id: 1, quantity: -1 }, { quantity: 'out_of_range' }],
      [{ product_id: 1, quantity: 100 }, { quantity: 'out_of_range' }],
      [{ product_id: 1, quantity: 1.5 }, { quantity: 'invalid' }],
      [{ product_id: 1, quantity: '2' }, { quantity: 'invalid' }],
      [{ product_id: 1 }, { quantity: 'required' }],
      [{ quantity: 1 }, { product_id: 'required' }],
      [{ product_id: -4, quantity: 1 }, { product_id: 'out_of_range' }],
    ])('answers 422 for %j', async (body, fields) => {
      const { auth, userId } = await signUp(shop.ctx);
      const res = await set(auth, body);
      expect(res.status).toBe(422);
      expect(res.body.fields).toEqual(fields);
      expect(await lines(userId)).toEqual({});
    });

    it('refuses to add a sold-out dish or raise its line (422, named), and still lets the line be lowered or removed', async () => {
      const { auth, userId } = await signUp(shop.ctx);
      expect((await set(auth, { product_id: shop.manty, quantity: 2 })).status).toBe(200);
      await shop.ctx.db
        .insertInto('stop_list')
        .values({ product_id: shop.manty, until: null, marked_at: new Date().toISOString() })
        .execute();
      try {
        const raised = await set(auth, { product_id: shop.manty, quantity: 3 }).set('Accept-Language', 'en');
        expect(raised.status).toBe(422);
        expect(raised.body.error).toBe('product_unavailable');
        const name = (await shop.ctx.db.selectFrom('products').select('name_en').where('id', '=', shop.manty).executeTakeFirstOrThrow())
          .name_en;
        expect(raised.body.message).toContain(name);
        expect(await lines(userId)).toEqual({ [shop.manty]: 2 });

        const other = await signUp(shop.ctx);
        expect((await set(other.auth, { product_id: shop.manty, quantity: 1 })).status).toBe(422);
        expect(await lines(other.userId)).toEqual({});

        expect((await set(auth, { product_id: shop.manty, quantity: 1 })).status).toBe(200);
        expect((await set(auth, { product_id: shop.manty, quantity: 0 })).status).toBe(200);
        expect(await lines(userId)).toEqual({});
      } finally {
        await shop.ctx.db.deleteFrom('stop_list').where('product_id', '=', shop.manty).execute();
      }
    });

    it("keeps each customer's basket to themselves", async () => {
      const a = await signUp(shop.ctx);
      const b = await signUp(shop.ctx);
      await set(a.auth, { product_id: shop.palow, quantity: 4 });
      expect((await request(shop.ctx.app).get(`${API}/basket`).set(b.auth)).body.data).toEqual([]);
      await request(shop.ctx.app).delete(`${API}/basket/destroy`).set(b.auth);
      expect(await lines(a.userId)).toEqual({ [shop.palow]: 4 });
    });

    it('is 401 without a session', async () => {
      expect((await request(shop.ctx.app).get(`${API}/basket`)).status).toBe(401);
      expect((await request(shop.ctx.app).post(`${API}/basket`).send({ product_id: shop.palow, quantity: 1 })).status).toBe(401);
      expect((await request(shop.ctx.app).post(`${API}/basket-multiple`).send({ products: [] })).status).toBe(401);
      expect((await request(shop.ctx.app).delete(`${API}/basket/destroy`)).status).toBe(401);
    });
  });

  // POST /basket-multiple and DELETE /basket/destroy: basket-merge.test.ts.
});
