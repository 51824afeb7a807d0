import fs from 'node:fs';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCatalogue } from '../../server/db/catalogue/import';
import { API, accountsApp, signUp, type AccountsContext } from './support/accounts';
import { signInStaff } from './support/desk';
import { testDatabases } from '../helpers/database';

// The desk's editor of serving hours (server/api/menu/hours.ts) and the catalogue file's `hours`.
// The shipped example: Palow (1) and Manty (6) in "National dishes" (1).
const example = JSON.parse(fs.readFileSync('examples/catalogue.example.json', 'utf8'));
const PALOW = 1;
const NATIONAL = 1;
const LUNCH = { days: [0, 1, 2, 3, 4], from: 720, until: 900 };

describe.each(testDatabases())('serving hours in the desk (%s)', (dialect) => {
  let ctx: AccountsContext;
  let manager: Awaited<ReturnType<typeof signInStaff>>;
  const put = (path: string, body: object, auth: Record<string, string> = manager.auth) =>
    request(ctx.app).put(`${API}/desk/menu${path}`).set(auth).send(body);
  const shopDish = async (id: number) => (await request(ctx.app).get(`${API}/products/${id}`)).body.data;

  beforeAll(async () => {
    ctx = await accountsApp(dialect);
    expect(await importCatalogue(ctx.database, JSON.stringify(example))).toMatchObject({ ok: true });
    manager = await signInStaff(ctx, 'manager');
  });
  afterAll(() => ctx.close());

  it('sets a dish’s window, audited; the shop’s data carries it at once; null takes it off', async () => {
    const set = await put(`/dishes/${PALOW}/hours`, { hours: LUNCH });
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({ id: PALOW, hours: LUNCH });
    expect((await shopDish(PALOW)).hours).toEqual([LUNCH]);
    const [row] = await ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'product.hours').execute();
    expect(row).toMatchObject({ entity: 'product', entity_id: String(PALOW), actor_user_id: manager.userId });
    expect(JSON.parse(row.after!).hours).toEqual(LUNCH);

    expect((await put(`/dishes/${PALOW}/hours`, { hours: null })).body.data.hours).toBeNull();
    expect(await shopDish(PALOW)).not.toHaveProperty('hours');
  });

  it('a category’s window comes first on each of its dishes, and the desk’s menu lists both', async () => {
    const night = { days: [4, 5], from: 1320, until: 120 };
    expect((await put(`/categories/${NATIONAL}/hours`, { hours: night })).status).toBe(200);
    await put(`/dishes/${PALOW}/hours`, { hours: LUNCH });
    expect((await shopDish(PALOW)).hours).toEqual([night, LUNCH]);
    const menu = (await request(ctx.app).get(`${API}/desk/menu`).set(manager.auth)).body.data;
    expect(menu.categories.find((c: { id: number }) => c.id === NATIONAL).hours).toEqual(night);
    expect(menu.dishes.find((d: { id: number }) => d.id === PALOW).hours).toEqual(LUNCH);
    await put(`/categories/${NATIONAL}/hours`, { hours: null });
    await put(`/dishes/${PALOW}/hours`, { hours: null });
  });

  it('refuses a malformed window, an unknown dish, and anyone but staff', async () => {
    for (const hours of [
      { days: [], from: 480, until: 660 },
      { days: [7], from: 480, until: 660 },
      { days: [1, 1], from: 480, until: 660 },
      { days: [0], from: 480, until: 480 },
      { days: [0], from: 1440, until: 60 },
      { days: [0], from: 480 },
    ]) {
      expect((await put(`/dishes/${PALOW}/hours`, { hours })).status, JSON.stringify(hours)).toBe(422);
    }
    expect((await put(`/dishes/${PALOW}/hours`, {})).status).toBe(422);
    expect((await put('/dishes/99999/hours', { hours: LUNCH })).status).toBe(404);
    expect((await put('/categories/99999/hours', { hours: LUNCH })).status).toBe(404);
    const shopper = await signUp(ctx);
    expect((await put(`/dishes/${PALOW}/hours`, { hours: LUNCH }, shopper.auth)).status).toBe(403);
    expect((await request(ctx.app).put(`${API}/desk/menu/dishes/${PALOW}/hours`).send({ hours: LUNCH })).status).toBe(401);
    expect(await shopDish(PALOW)).not.toHaveProperty('hours');
  });

  it('the catalogue file takes hours on a category and a dish, and refuses a bad one', async () => {
    const file = structuredClone(example);
    const columns = (table: 'categories' | 'products', id: number) =>
      ctx.db.selectFrom(table).select(['hours_days', 'hours_from', 'hours_until']).where('id', '=', id).executeTakeFirstOrThrow();
    file.categories[0].hours = { days: [0, 1, 2, 3, 4, 5, 6], from: 480, until: 660 };
    file.products[0].hours = LUNCH;
    expect(await importCatalogue(ctx.database, JSON.stringify(file))).toMatchObject({ ok: true });
    expect(await columns('categories', file.categories[0].id)).toEqual({ hours_days: 127, hours_from: 480, hours_until: 660 });
    expect(await columns('products', file.products[0].id)).toEqual({ hours_days: 0b11111, hours_from: 720, hours_until: 900 });
    file.products[0].hours = { days: [0], from: 600, until: 600 };
    expect(await importCatalogue(ctx.database, JSON.stringify(file))).toMatchObject({ ok: false });
    // the file is the menu: a dish without hours in it is always served again
    expect(await importCatalogue(ctx.database, JSON.stringify(example))).toMatchObject({ ok: true });
    expect(await columns('products', file.products[0].id)).toEqual({ hours_days: null, hours_from: null, hours_until: null });
  });
});
