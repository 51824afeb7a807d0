// A basket line whose option's group has since left the dish (issue 36): the basket shows it at the
// price chosen, never lower, and the checkout refuses it naming the choice in the shopper's language.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { API, addProduct, signUp } from './support/accounts';
import { managerShop } from './support/desk';
import { testDatabases } from '../helpers/database';
import { describeFixture } from '../helpers/fixture';

const name = (tm: string, ru: string, en: string) => ({ tm, ru, en });

describe.each(testDatabases())('choices: a basket line whose option left the dish (%s)', (dialect) => {
  const shop = describeFixture(async () => {
    const base = await managerShop(dialect);
    return { ...base, grill: await addProduct(base.ctx.db, 4000) };
  });
  const desk = (method: 'post' | 'put', path: string) => request(shop.ctx.app)[method](`${API}/desk/menu${path}`).set(shop.manager.auth);

  it('is shown at the price chosen and refused at the checkout by its name', async () => {
    const made = await desk('post', '/groups').send({
      name: name('Sous', 'Соус', 'Sauce'),
      min: 0,
      max: 1,
      options: [{ name: name('Gyzgyn', 'Острый', 'Hot sauce'), price: '5.00' }],
    });
    expect(made.status).toBe(201);
    const hot = made.body.data.options[0].id as number;
    expect((await desk('put', `/dishes/${shop.grill}/groups`).send({ group_ids: [made.body.data.id] })).status).toBe(200);
    const who = await signUp(shop.ctx);
    const added = await request(shop.ctx.app)
      .post(`${API}/basket`)
      .set(who.auth)
      .send({ product_id: shop.grill, quantity: 1, choices: [hot] });
    expect(added.status).toBe(200);
    const unit = async () =>
      ((await request(shop.ctx.app).get(`${API}/basket`).set(who.auth)).body.data as { id: number; basket: { unit_price: string } }[]).find(
        (l) => l.id === shop.grill,
      )!.basket.unit_price;
    expect(await unit()).toBe('45.00');

    expect((await desk('put', `/dishes/${shop.grill}/groups`).send({ group_ids: [] })).status).toBe(200);
    expect(await unit()).toBe('45.00');
    for (const [language, option] of [
      ['en', 'Hot sauce'],
      ['ru', 'Острый'],
    ]) {
      const placed = await request(shop.ctx.app)
        .post(`${API}/orders`)
        .set(who.auth)
        .set('Accept-Language', language)
        .set('Idempotency-Key', `stale-${who.userId}-${language}`)
        .send({ address: 'Bitarap 7', payment_method: 'cash', delivery_time: 'asap' });
      expect(placed.status).toBe(422);
      expect(placed.body).toMatchObject({ error: 'choices.unknown', fields: { 'items.0.choices': 'unknown' } });
      expect(placed.body.message).toContain(option);
    }
  });
});
