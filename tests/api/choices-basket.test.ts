// Choice groups in the catalogue and the server basket (issue 36): the dish's data, the card's flag,
// minimum/maximum/defaults, the option stop-list, the publish check, the old POST /basket body.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, signUp, type AccountsContext } from './support/accounts';
import { choicesApp, postLine, stopOption, unstopOption, type ChoicesShop } from './support/choices';
import { testDatabases } from '../helpers/database';
import { STATUS_TTL_MS } from '../../server/api/rules/status-cache';

describe.each(testDatabases())('choices: catalogue and basket (%s)', (dialect) => {
  let ctx: AccountsContext;
  let s: ChoicesShop;
  beforeAll(async () => {
    ({ ctx, shop: s } = await choicesApp(dialect));
  });
  afterAll(() => ctx.close());

  const product = async (id: number) => (await request(ctx.app).get(`${API}/products/${id}`).set('Accept-Language', 'en')).body.data;

  describe('the dish and its card', () => {
    it('the dish page carries its groups in order, prices as money text, and the cheapest way to complete it', async () => {
      const dish = await product(s.shashlik);
      expect(dish.has_required_choices).toBe(true);
      expect(dish.choices).toMatchObject({ orderable: true, from_price: '40.00' });
      expect(
        dish.choices.groups.map((g: { id: number; required: boolean; min: number; max: number }) => [g.id, g.required, g.min, g.max]),
      ).toEqual([
        [s.meat.id, true, 1, 1],
        [s.sauces.id, false, 0, 2],
      ]);
      expect(dish.choices.groups[0].options[0]).toEqual({
        id: s.lamb,
        name_tm: 'Goýun eti',
        name_ru: 'Баранина',
        name_en: 'Lamb',
        price: '10.00',
        is_default: false,
        available: true,
        product_id: null,
        image: '',
      });
      expect((await product(s.plain)).choices).toEqual({ groups: [], orderable: true, from_price: '45.00' });
      const lunch = await product(s.lunch);
      expect(lunch.choices.groups[0].options.map((o: { product_id: number }) => o.product_id)).toEqual([s.soup, s.borscht]);
    });

    it('cards carry only the flag, and only on dishes with a required group', async () => {
      const res = await request(ctx.app).get(`${API}/categories?with_products=1&cards=1`);
      const cards = res.body.data.flatMap((c: { products: object[] }) => c.products) as {
        id: number;
        has_required_choices?: boolean;
        choices?: unknown;
      }[];
      const flagged = cards.filter((c) => c.has_required_choices).map((c) => c.id);
      expect(flagged.sort((a, b) => a - b)).toEqual([s.shashlik, s.plov, s.lunch].sort((a, b) => a - b));
      expect(cards.some((c) => 'choices' in c)).toBe(false);
    });
  });

  describe('POST /basket with choices', () => {
    it('the old body still works for a dish without groups, and for one whose defaults complete it', async () => {
      const { auth } = await signUp(ctx);
      expect((await postLine(ctx, auth, { product_id: s.plain, quantity: 2 })).status).toBe(200);
      const res = await postLine(ctx, auth, { product_id: s.plov, quantity: 1 });
      expect(res.status).toBe(200);
      const plov = res.body.data.find((l: { id: number }) => l.id === s.plov);
      expect(plov.basket).toMatchObject({ quantity: 1, key: `${s.plov}_${s.half}`, unit_price: '45.00' });
      expect(plov.basket.choices).toEqual([
        expect.objectContaining({ option_id: s.half, group_id: s.portion.id, name_en: 'Half', group_name_ru: 'Порция', price: '0.00' }),
      ]);
      // the old body again sets that same line (its one line), and quantity 0 takes the dish off
      await postLine(ctx, auth, { product_id: s.plov, quantity: 3 });
      const lines = (await request(ctx.app).get(`${API}/basket`).set(auth)).body.data;
      expect(lines.map((l: { basket: { key: string; quantity: number } }) => [l.basket.key, l.basket.quantity])).toEqual([
        [String(s.plain), 2],
        [`${s.plov}_${s.half}`, 3],
      ]);
      const removed = await postLine(ctx, auth, { product_id: s.plov, quantity: 0 });
      expect(removed.body.data.map((l: { id: number }) => l.id)).toEqual([s.plain]);
    });

    it('refuses the old body for a required group without a default, naming the group in the shopper’s language', async () => {
      const { auth } = await signUp(ctx);
      const res = await postLine(ctx, auth, { product_id: s.shashlik, quantity: 1 }, 'ru');
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ error: 'choices.too_few', fields: { choices: 'too_few', [`choices.${s.meat.id}`]: 'too_few' } });
      expect(res.body.message).toContain('Мясо');
      const tm = await postLine(ctx, auth, { product_id: s.shashlik, quantity: 1 }, 'tm');
      expect(tm.body.message).toContain('Et');
    });

    it('the same dish with other choices is another line, priced with its options', async () => {
      const { auth, userId } = await signUp(ctx);
      await postLine(ctx, auth, { product_id: s.shashlik, quantity: 1, choices: [s.lamb, s.garlic] });
      await postLine(ctx, auth, { product_id: s.shashlik, quantity: 2, choices: [s.chicken] });
      // the same choices in another order are the same line
      const res = await postLine(ctx, auth, { product_id: s.shashlik, quantity: 3, choices: [s.garlic, s.lamb] });
      expect(res.body.data.map((l: { basket: { key: string; quantity: number; unit_price: string } }) => l.basket)).toEqual([
        expect.objectContaining({
          key: `${s.shashlik}_${Math.min(s.lamb, s.garlic)}_${Math.max(s.lamb, s.garlic)}`,
          quantity: 3,
          unit_price: '53.00',
        }),
        expect.objectContaining({ key: `${s.shashlik}_${s.chicken}`, quantity: 2, unit_price: '40.00' }),
      ]);
      const stored = await ctx.db
        .selectFrom('basket_lines')
        .select(['choices', 'quantity'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute();
      expect(stored).toEqual([
        { choices: [s.lamb, s.garlic].sort((a, b) => a - b).join('_'), quantity: 3 },
        { choices: String(s.chicken), quantity: 2 },
      ]);
    });

    it('refuses past a maximum, two options of a single choice, and an option of another dish', async () => {
      const { auth } = await signUp(ctx);
      const tooMany = await postLine(ctx, auth, { product_id: s.shashlik, quantity: 1, choices: [s.lamb, s.garlic, s.hot, s.tomato] });
      expect(tooMany.status).toBe(422);
      expect(tooMany.body.fields).toEqual({ choices: 'too_many', [`choices.${s.sauces.id}`]: 'too_many' });
      const twoMeats = await postLine(ctx, auth, { product_id: s.shashlik, quantity: 1, choices: [s.lamb, s.beef] });
      expect(twoMeats.body.fields).toMatchObject({ [`choices.${s.meat.id}`]: 'too_many' });
      const foreign = await postLine(ctx, auth, { product_id: s.shashlik, quantity: 1, choices: [s.lamb, s.full] });
      expect(foreign.body).toMatchObject({ error: 'choices.unknown', fields: { choices: 'unknown' } });
      expect((await request(ctx.app).get(`${API}/basket`).set(auth)).body.data).toEqual([]);
    });
  });

  describe('the option stop-list and the publish check', () => {
    it('an option on the stop-list is shown unavailable and refused, and comes back when its time is up', async () => {
      const { auth } = await signUp(ctx);
      const until = new Date(ctx.clock.now().getTime() + 3_600_000).toISOString();
      await stopOption(ctx.db, s.lamb, until, ctx.clock.now());
      try {
        const dish = await product(s.shashlik);
        expect(dish.choices.groups[0].options.map((o: { available: boolean }) => o.available)).toEqual([false, true, true]);
        const res = await postLine(ctx, auth, { product_id: s.shashlik, quantity: 1, choices: [s.lamb] });
        expect(res.status).toBe(422);
        expect(res.body).toMatchObject({ error: 'choices.unavailable', fields: { [`choices.${s.meat.id}`]: 'unavailable' } });
        expect(res.body.message).toContain('Lamb');
        ctx.clock.advance(3_600_001);
        expect((await product(s.shashlik)).choices.groups[0].options[0].available).toBe(true);
        expect((await postLine(ctx, auth, { product_id: s.shashlik, quantity: 1, choices: [s.lamb] })).status).toBe(200);
      } finally {
        await unstopOption(ctx.db, s.lamb);
      }
    });

    it('a required group with every option stopped makes the dish not orderable: listed sold out, refused in the basket', async () => {
      const { auth } = await signUp(ctx);
      for (const id of [s.lamb, s.beef, s.chicken]) await stopOption(ctx.db, id, null, ctx.clock.now());
      try {
        expect((await product(s.shashlik)).choices.orderable).toBe(false);
        // written to the table with no event: the kept status shows it within its bound (rules/status-cache.ts)
        ctx.clock.advance(STATUS_TTL_MS);
        const status = await request(ctx.app).get(`${API}/shop/status`);
        expect(status.body.data.sold_out).toContain(s.shashlik);
        const res = await postLine(ctx, auth, { product_id: s.shashlik, quantity: 1, choices: [s.chicken] });
        expect(res.body).toMatchObject({ error: 'choices.dish_incomplete' });
      } finally {
        for (const id of [s.lamb, s.beef, s.chicken]) await unstopOption(ctx.db, id);
      }
      ctx.clock.advance(STATUS_TTL_MS);
      const status = await request(ctx.app).get(`${API}/shop/status`);
      expect(status.body.data.sold_out).not.toContain(s.shashlik);
    });

    it('a set meal’s option is unorderable while its dish is sold out', async () => {
      const { auth } = await signUp(ctx);
      await ctx.db
        .insertInto('stop_list')
        .values({ product_id: s.borscht, until: null, marked_at: ctx.clock.now().toISOString() })
        .execute();
      try {
        expect((await product(s.lunch)).choices.groups[0].options.map((o: { available: boolean }) => o.available)).toEqual([true, false]);
        const res = await postLine(ctx, auth, { product_id: s.lunch, quantity: 1, choices: [s.borschtOption] });
        expect(res.body).toMatchObject({ error: 'choices.unavailable' });
        const ok = await postLine(ctx, auth, { product_id: s.lunch, quantity: 1, choices: [s.chorba] });
        expect(ok.body.data[0].basket).toMatchObject({ unit_price: '65.00', choices: [expect.objectContaining({ product_id: s.soup })] });
      } finally {
        await ctx.db.deleteFrom('stop_list').where('product_id', '=', s.borscht).execute();
      }
    });
  });
});
