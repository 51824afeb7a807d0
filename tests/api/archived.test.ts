import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCatalogue } from '../../server/db/catalogue/import';
import { API, accountsApp, signUp, tableCounts, type AccountsContext } from './support/accounts';
import { testDatabases } from '../helpers/database';
import { basketLines } from '../helpers/basket-lines';
import { DRINKS, exampleCatalogueText, MANTY, PALOW, TEA, withoutMantyAndDrinks } from '../helpers/example-catalogue';

const example = JSON.parse(exampleCatalogueText);

let keyCounter = 0;
const newKey = () => `archived-${++keyCounter}-${Math.random().toString(36).slice(2)}`;
const ids = (list: { id: number }[]) => list.map((p) => p.id);

describe.each(testDatabases())('dishes taken off the menu by an import (%s)', (dialect) => {
  let ctx: AccountsContext;
  // signed in before the import: one with palow and manty in the basket, one with only tea
  let mixed: Awaited<ReturnType<typeof signUp>>;
  let teaOnly: Awaited<ReturnType<typeof signUp>>;
  let addressId: number;

  const get = (path: string) => request(ctx.app).get(`${API}${path}`);
  const basketRows = (userId: number) => basketLines(ctx.db, userId);
  const guestOrder = (items: object[], key = newKey(), language = 'en') =>
    request(ctx.app)
      .post(`${API}/orders-web`)
      .set('Idempotency-Key', key)
      .set('Accept-Language', language)
      .send({ items, name: 'Myhman', phone: '63000000', address: 'Parahat 2, jaý 14', payment_method: 'cash', delivery_time: 'asap' });

  beforeAll(async () => {
    ctx = await accountsApp(dialect);
    expect(await importCatalogue(ctx.database, JSON.stringify(example))).toMatchObject({ ok: true });
    mixed = await signUp(ctx);
    teaOnly = await signUp(ctx);
    for (const [product_id, quantity] of [
      [PALOW, 1],
      [MANTY, 2],
    ]) {
      expect((await request(ctx.app).post(`${API}/basket`).set(mixed.auth).send({ product_id, quantity })).status).toBe(200);
    }
    expect((await request(ctx.app).post(`${API}/basket`).set(teaOnly.auth).send({ product_id: TEA, quantity: 3 })).status).toBe(200);
    const address = await request(ctx.app).post(`${API}/users/address`).set(mixed.auth).send({ address: 'Görogly köçesi 12' });
    addressId = address.body.data.id;
    // warm the response cache, so the test also shows the import reaching an already-cached list
    expect(ids((await get('/products?limit=100')).body.data)).toEqual([PALOW, MANTY, TEA]);
    expect(await importCatalogue(ctx.database, withoutMantyAndDrinks)).toMatchObject({ ok: true, summary: { archivedProducts: 2 } });
    // each process re-reads the catalogue version at most once a second (of the app's clock)
    ctx.clock.advance(1100);
  });
  afterAll(() => ctx.close());

  it('archives them, keeping the rows', async () => {
    const rows = await ctx.db.selectFrom('products').select(['id', 'archived']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: PALOW, archived: 0 },
      { id: MANTY, archived: 1 },
      { id: TEA, archived: 1 },
    ]);
    expect(await ctx.db.selectFrom('categories').select(['id', 'archived']).orderBy('id').execute()).toEqual([
      { id: 1, archived: 0 },
      { id: DRINKS, archived: 1 },
    ]);
  });

  it('leaves them out of the product list, the lookups, search and categories', async () => {
    const list = await get('/products?limit=100');
    expect(ids(list.body.data)).toEqual([PALOW]);
    expect(list.body.meta).toMatchObject({ total: 1 });
    expect((await get(`/products?ids=${PALOW},${MANTY},${TEA}`)).body.data.map((p: { id: number }) => p.id)).toEqual([PALOW]);
    expect((await get(`/products?category=${DRINKS}`)).body.data).toEqual([]);
    expect((await get('/products?search=manty')).body.data).toEqual([]);
    for (const id of [MANTY, TEA]) expect((await get(`/products/${id}`)).status).toBe(404);
    const categories = await get('/categories?with_products=true');
    expect(categories.body.data.map((c: { id: number; products: { id: number }[] }) => [c.id, ids(c.products)])).toEqual([[1, [PALOW]]]);
    expect(ids((await get('/categories')).body.data)).toEqual([1]);
  });

  it('cannot be put in a basket: POST /basket answers 404 product_not_found and stores nothing', async () => {
    const before = await basketRows(teaOnly.userId);
    const res = await request(ctx.app)
      .post(`${API}/basket`)
      .set(teaOnly.auth)
      .set('Accept-Language', 'ru')
      .send({ product_id: MANTY, quantity: 1 });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, error: 'product_not_found', message: 'Блюдо не найдено.' });
    expect(await basketRows(teaOnly.userId)).toEqual(before);
  });

  it('is skipped by a basket merge, which adds the rest', async () => {
    const fresh = await signUp(ctx);
    const res = await request(ctx.app)
      .post(`${API}/basket-multiple`)
      .set(fresh.auth)
      .send({
        products: [
          { product_id: MANTY, quantity: 2 },
          { product_id: PALOW, quantity: 1 },
          { product_id: TEA, quantity: 1 },
        ],
      });
    expect(res.status).toBe(200);
    expect(res.body.data.map((l: { id: number; basket: { quantity: number } }) => [l.id, l.basket.quantity])).toEqual([[PALOW, 1]]);
    expect(await basketRows(fresh.userId)).toEqual({ [PALOW]: 1 });
  });

  it('drops out of GET /basket, while the line stays stored until the basket is ordered or emptied', async () => {
    const res = await get('/basket').set(mixed.auth);
    expect(res.body.data.map((l: { id: number; basket: { quantity: number } }) => [l.id, l.basket.quantity])).toEqual([[PALOW, 1]]);
    expect((await get('/basket').set(teaOnly.auth)).body.data).toEqual([]);
    expect(await basketRows(mixed.userId)).toEqual({ [PALOW]: 1, [MANTY]: 2 });
  });

  it('is refused by a guest order: 422 naming the item field and the dish, in the shopper language, nothing written', async () => {
    const before = await tableCounts(ctx.db);
    const key = newKey();
    const en = await guestOrder(
      [
        { product_id: PALOW, quantity: 1 },
        { product_id: MANTY, quantity: 2 },
      ],
      key,
    );
    expect(en.status).toBe(422);
    expect(en.body).toEqual({
      success: false,
      error: 'product_unavailable',
      fields: { 'items.1.product_id': 'unavailable' },
      message: '“Manty” is no longer on the menu. Remove it from your order and try again.',
    });
    const ru = await guestOrder([{ product_id: TEA, quantity: 1 }], newKey(), 'ru');
    expect(ru.body).toMatchObject({
      error: 'product_unavailable',
      fields: { 'items.0.product_id': 'unavailable' },
      message: expect.stringContaining('«Зелёный чай»'),
    });
    const tm = await guestOrder([{ product_id: TEA, quantity: 1 }], newKey(), 'tm');
    expect(tm.body.message).toContain('«Gök çaý» indi menýuda ýok');
    expect(await tableCounts(ctx.db)).toEqual(before);
    // the failed attempt did not spend the key: the corrected order goes through with it
    const retry = await guestOrder([{ product_id: PALOW, quantity: 1 }], key);
    expect(retry.status).toBe(201);
    expect(retry.body.data.lines.map((l: { product_id: number }) => l.product_id)).toEqual([PALOW]);
  });

  it('names an unknown dish apart from an archived one', async () => {
    const res = await guestOrder([
      { product_id: 999_999, quantity: 1 },
      { product_id: MANTY, quantity: 1 },
      { product_id: PALOW, quantity: 1 },
    ]);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      error: 'product_unavailable',
      fields: { 'items.0.product_id': 'not_found', 'items.1.product_id': 'unavailable' },
    });
  });

  it('is left out of a signed-in order, priced as GET /basket showed it, and cleared with the basket', async () => {
    const res = await request(ctx.app)
      .post(`${API}/orders`)
      .set(mixed.auth)
      .set('Idempotency-Key', newKey())
      .send({ address_id: addressId, payment_method: 'cash', delivery_time: 'asap' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ subtotal: '45.00', total: '60.00' });
    expect(res.body.data.lines.map((l: { product_id: number; quantity: number }) => [l.product_id, l.quantity])).toEqual([[PALOW, 1]]);
    const stored = await ctx.db.selectFrom('order_lines').select('product_id').where('order_id', '=', res.body.data.id).execute();
    expect(stored).toEqual([{ product_id: PALOW }]);
    expect(await basketRows(mixed.userId)).toEqual({});
  });

  it('leaves a basket of only such dishes empty: a signed-in order answers 422 basket_empty', async () => {
    const before = await tableCounts(ctx.db);
    const res = await request(ctx.app)
      .post(`${API}/orders`)
      .set(teaOnly.auth)
      .set('Idempotency-Key', newKey())
      .set('Accept-Language', 'en')
      .send({ payment_method: 'cash', delivery_time: 'asap', address: 'Görogly köçesi 12' });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ success: false, error: 'basket_empty', message: 'Your basket is empty.', fields: { basket: 'empty' } });
    expect(await tableCounts(ctx.db)).toEqual(before);
    expect(await basketRows(teaOnly.userId)).toEqual({ [TEA]: 3 });
  });

  it('comes back on sale when a later import names it again', async () => {
    expect(await importCatalogue(ctx.database, JSON.stringify(example))).toMatchObject({ ok: true });
    expect((await get('/basket').set(teaOnly.auth)).body.data.map((l: { id: number }) => l.id)).toEqual([TEA]);
    const res = await guestOrder([{ product_id: MANTY, quantity: 1 }]);
    expect(res.status).toBe(201);
  });
});
