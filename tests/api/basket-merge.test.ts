// Merging a guest's basket into the account's (POST /basket-multiple) and emptying it (DELETE /basket/destroy).
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { API, signUp } from './support/accounts';
import { basketApp, basketLines, setLine } from '../helpers/basket-app';
import { testDatabases } from '../helpers/database';
import { describeFixture } from '../helpers/fixture';

describe.each(testDatabases())('basket merge and destroy (%s)', (dialect) => {
  const shop = describeFixture(() => basketApp(dialect));

  const lines = (userId: number) => basketLines(shop.ctx, userId);
  const set = (auth: Record<string, string>, body: object) => setLine(shop.ctx, auth, body);
  const merge = (auth: Record<string, string>, products: object[]) =>
    request(shop.ctx.app).post(`${API}/basket-multiple`).set(auth).send({ products });

  describe('POST /basket-multiple', () => {
    it('adds the guest basket to the server basket, capped at 99', async () => {
      const { auth, userId } = await signUp(shop.ctx);
      await set(auth, { product_id: shop.palow, quantity: 95 });
      await set(auth, { product_id: shop.manty, quantity: 1 });
      const res = await merge(auth, [
        { product_id: shop.palow, quantity: 10 },
        { product_id: shop.manty, quantity: 2 },
      ]);
      expect(res.status).toBe(200);
      expect(res.body.data.map((l: { id: number; basket: { quantity: number } }) => [l.id, l.basket.quantity])).toEqual([
        [shop.palow, 99],
        [shop.manty, 3],
      ]);
      expect(await lines(userId)).toEqual({ [shop.palow]: 99, [shop.manty]: 3 });
    });

    it('does not double quantities when the same merge is repeated, in any order', async () => {
      const { auth, userId } = await signUp(shop.ctx);
      const payload = [
        { product_id: shop.palow, quantity: 2 },
        { product_id: shop.manty, quantity: 1 },
      ];
      await merge(auth, payload);
      await merge(auth, payload);
      const again = await merge(auth, [...payload].reverse());
      expect(again.status).toBe(200);
      expect(await lines(userId)).toEqual({ [shop.palow]: 2, [shop.manty]: 1 });
    });

    it('applies a repeat once even when the two arrive together', async () => {
      const { auth, userId } = await signUp(shop.ctx);
      const payload = [{ product_id: shop.palow, quantity: 3 }];
      const answers = await Promise.all(Array.from({ length: 5 }, () => merge(auth, payload)));
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
      expect(await lines(userId)).toEqual({ [shop.palow]: 3 });
    });

    it('applies a different merge, and the same one again after 24 hours', async () => {
      const { auth, userId } = await signUp(shop.ctx);
      await merge(auth, [{ product_id: shop.palow, quantity: 1 }]);
      await merge(auth, [{ product_id: shop.palow, quantity: 2 }]);
      expect(await lines(userId)).toEqual({ [shop.palow]: 3 });
      await merge(auth, [{ product_id: shop.palow, quantity: 2 }]);
      expect(await lines(userId)).toEqual({ [shop.palow]: 3 });
      shop.ctx.clock.advance(24 * 60 * 60 * 1000 + 1);
      await merge(auth, [{ product_id: shop.palow, quantity: 2 }]);
      expect(await lines(userId)).toEqual({ [shop.palow]: 5 });
    });

    it('sums duplicates and skips dishes that are not on sale', async () => {
      const { auth, userId } = await signUp(shop.ctx);
      const res = await merge(auth, [
        { product_id: shop.manty, quantity: 60 },
        { product_id: shop.manty, quantity: 60 },
        { product_id: shop.archived, quantity: 1 },
        { product_id: 999_999, quantity: 1 },
        { product_id: shop.palow, quantity: 0 },
      ]);
      expect(res.status).toBe(200);
      expect(await lines(userId)).toEqual({ [shop.manty]: 99 });
    });

    it('accepts an empty list and returns the basket unchanged', async () => {
      const { auth, userId } = await signUp(shop.ctx);
      await set(auth, { product_id: shop.palow, quantity: 1 });
      const res = await merge(auth, []);
      expect(res.status).toBe(200);
      expect(res.body.data).toHaveLength(1);
      expect(await lines(userId)).toEqual({ [shop.palow]: 1 });
    });

    it.each([
      [{}, { products: 'required' }],
      [{ products: {} }, { products: 'invalid' }],
      [{ products: [{ product_id: 1 }] }, { 'products.0.quantity': 'required' }],
      [{ products: [{ product_id: 1, quantity: 100 }] }, { 'products.0.quantity': 'out_of_range' }],
      [{ products: [{ product_id: 'x', quantity: 1 }] }, { 'products.0.product_id': 'invalid' }],
    ])('answers 422 for %j', async (body, fields) => {
      const { auth, userId } = await signUp(shop.ctx);
      const res = await request(shop.ctx.app).post(`${API}/basket-multiple`).set(auth).send(body);
      expect(res.status).toBe(422);
      expect(res.body.fields).toEqual(fields);
      expect(await lines(userId)).toEqual({});
    });
  });

  describe('DELETE /basket/destroy', () => {
    it('with the session cookie needs the JSON header and this origin, like every cookie write', async () => {
      const { token, userId } = await signUp(shop.ctx);
      await shop.ctx.db
        .insertInto('basket_lines')
        .values({ user_id: userId, product_id: shop.palow, quantity: 1, updated_at: shop.ctx.clock.now().toISOString() })
        .execute();
      const cookie = `session=${token}`;
      const bare = await request(shop.ctx.app)
        .delete(`${API}/basket/destroy`)
        .set('Host', 'shop.tm')
        .set('Origin', 'https://shop.tm')
        .set('Cookie', cookie);
      expect(bare.status).toBe(403);
      expect(await lines(userId)).toEqual({ [shop.palow]: 1 });
      const ok = await request(shop.ctx.app)
        .delete(`${API}/basket/destroy`)
        .set('Host', 'shop.tm')
        .set('Origin', 'https://shop.tm')
        .set('Cookie', cookie)
        .set('Content-Type', 'application/json');
      expect(ok.status).toBe(200);
      expect(await lines(userId)).toEqual({});
    });

    it('empties the basket', async () => {
      const { auth, userId } = await signUp(shop.ctx);
      await set(auth, { product_id: shop.palow, quantity: 2 });
      await set(auth, { product_id: shop.manty, quantity: 2 });
      const res = await request(shop.ctx.app).delete(`${API}/basket/destroy`).set(auth);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, data: [] });
      expect(await lines(userId)).toEqual({});
    });
  });
});
