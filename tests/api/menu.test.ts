import fs from 'node:fs';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCatalogue, parseCatalogue } from '../../server/db/catalogue/import';
import { readCatalogueVersion } from '../../server/db/catalogue-version';
import { API, accountsApp, signUp, type AccountsContext } from './support/accounts';
import { signInStaff } from './support/desk';
import { testDatabases } from '../helpers/database';

// The shipped example: Palow (1) and Manty (6) in "National dishes" (1), Green tea (39) in "Drinks" (9).
const example = JSON.parse(fs.readFileSync('examples/catalogue.example.json', 'utf8'));
const PALOW = 1;
const MANTY = 6;
const NATIONAL = 1;

const dish = (extra: object = {}) => ({
  category: NATIONAL,
  unit: 'pcs',
  amount: 4,
  price: '12.50',
  image: '/images/menu/manty.svg',
  name: { tm: 'Börek', ru: 'Бёрек', en: 'Borek' },
  description: { tm: '', ru: '', en: '' },
  ...extra,
});

/** The import file with one more dish: the desk's body plus the file's own id. */
const fileWith = (entry: object) => JSON.stringify({ ...example, products: [...example.products, { id: 900, ...entry }] });

describe.each(testDatabases())('menu editing in the desk (%s)', (dialect) => {
  let ctx: AccountsContext;
  let manager: Awaited<ReturnType<typeof signInStaff>>;
  let owner: Awaited<ReturnType<typeof signInStaff>>;

  const desk = (method: 'get' | 'post' | 'patch', path: string, who = manager) =>
    request(ctx.app)[method](`${API}/desk/menu${path}`).set(who.auth);
  const shop = (path: string, language = 'en') => request(ctx.app).get(`${API}${path}`).set('Accept-Language', language);
  const auditRows = () => ctx.db.selectFrom('audit_log').selectAll().where('entity', 'in', ['product', 'category']).orderBy('id').execute();
  const menuEvents = async () =>
    Number(
      (
        await ctx.db
          .selectFrom('events')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('type', '=', 'menu.changed')
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    ctx = await accountsApp(dialect);
    expect(await importCatalogue(ctx.database, JSON.stringify(example))).toMatchObject({ ok: true });
    manager = await signInStaff(ctx, 'manager');
    owner = await signInStaff(ctx, 'owner');
  });
  afterAll(() => ctx.close());

  it('is for staff only: no session 401, a shopper 403, and neither changes the menu', async () => {
    expect((await request(ctx.app).get(`${API}/desk/menu`)).status).toBe(401);
    const shopper = await signUp(ctx);
    const refused = await request(ctx.app).patch(`${API}/desk/menu/dishes/${PALOW}`).set(shopper.auth).send({ price: '1.00' });
    expect(refused.status).toBe(403);
    expect((await shop(`/products/${PALOW}`)).body.data.price).toBe('45.00');
  });

  it('lists every category and dish with the three languages side by side, archived ones too', async () => {
    const res = await desk('get', '/');
    expect(res.status).toBe(200);
    expect(res.body.data.units.map((u: { code: string }) => u.code)).toEqual(['g', 'ml', 'pcs']);
    expect(res.body.data.dishes.find((d: { id: number }) => d.id === PALOW)).toMatchObject({
      category: NATIONAL,
      unit: 'g',
      price: '45.00',
      name: { tm: 'Palow', ru: 'Плов', en: 'Plov' },
      archived: false,
      missing: [],
    });
  });

  it('adds a dish (price typed as 12.50), audited, versioned and broadcast; the shop shows it', async () => {
    const version = await readCatalogueVersion(ctx.db);
    const events = await menuEvents();
    const res = await desk('post', '/dishes').send(dish());
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ price: '12.50', unit: 'pcs', name: { en: 'Borek' }, missing: [] });
    const id = res.body.data.id;
    const row = await ctx.db.selectFrom('products').select(['price', 'search_name']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.price).toBe(1250);
    expect(row.search_name).toContain('borek');
    expect(await readCatalogueVersion(ctx.db)).not.toBe(version);
    expect(await menuEvents()).toBe(events + 1);
    const audit = (await auditRows()).at(-1)!;
    expect(audit).toMatchObject({
      actor: 'staff',
      actor_user_id: manager.userId,
      action: 'product.add',
      entity: 'product',
      entity_id: String(id),
      before: null,
    });
    expect(JSON.parse(audit.after!)).toMatchObject({ price: '12.50' });
    expect((await shop(`/products/${id}`)).body.data).toMatchObject({ name_en: 'Borek', price: '12.50' });
  });

  it('refuses a bad dish with the import’s rules, field by field, and writes nothing', async () => {
    const before = (await auditRows()).length;
    const bad = dish({ price: '12.505', amount: -1, name: { tm: '', ru: ' ', en: '' } });
    const res = await desk('post', '/dishes').send(bad);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.fields).sort()).toEqual(['amount', 'name', 'price']);
    // the same entry in an import file is refused on the same fields
    const parsed = parseCatalogue(fileWith(bad));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok)
      expect(parsed.problems.map((p) => p.field).sort()).toEqual(['products[3].amount', 'products[3].name', 'products[3].price']);
    const unknown = await desk('post', '/dishes').send(dish({ category: 77, unit: 'kg' }));
    expect(unknown.status).toBe(422);
    expect(unknown.body.fields).toEqual({ category: 'unknown_category', unit: 'unknown_unit' });
    expect((await auditRows()).length).toBe(before);
    // and a dish the desk takes, the file takes
    expect(parseCatalogue(fileWith(dish())).ok).toBe(true);
  });

  it('flags a missing translation; the shop never shows an empty name', async () => {
    const res = await desk('post', '/dishes').send(dish({ name: { tm: '', ru: 'Самса', en: '' } }));
    expect(res.status).toBe(201);
    expect(res.body.data.missing).toEqual(['tm', 'en']);
    const id = res.body.data.id;
    const shown = (await shop(`/products/${id}`, 'tm')).body.data;
    expect(shown).toMatchObject({ name_tm: 'Самса', name_ru: 'Самса', name_en: 'Самса' });
    const fixed = await desk('patch', `/dishes/${id}`).send({ name: { tm: 'Somsa', ru: 'Самса', en: 'Samsa' } });
    expect(fixed.body.data.missing).toEqual([]);
    expect((await shop(`/products/${id}`, 'tm')).body.data.name_tm).toBe('Somsa');
  });

  it('edits a dish: only the fields sent change; before and after are in the audit log', async () => {
    const res = await desk('patch', `/dishes/${MANTY}`).send({ price: '37.5', name: { tm: 'Manty', ru: 'Манты', en: 'Manti' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ price: '37.50', unit: 'pcs', name: { en: 'Manti' } });
    const audit = (await auditRows()).at(-1)!;
    expect(audit.action).toBe('product.edit');
    expect(JSON.parse(audit.before!)).toMatchObject({ price: '35.00', name: { en: 'Manty' } });
    expect(JSON.parse(audit.after!)).toMatchObject({ price: '37.50', name: { en: 'Manti' } });
    expect((await shop(`/products/${MANTY}`)).body.data).toMatchObject({ price: '37.50', name_en: 'Manti' });
    expect((await desk('patch', '/dishes/99999').send({ price: '1' })).status).toBe(404);
    // a change that names nothing to change is refused, not taken as "no change"
    const nothing = await desk('patch', `/dishes/${MANTY}`).send({ colour: 'red' });
    expect([nothing.status, nothing.body.fields]).toEqual([422, { body: 'required' }]);
  });

  it('archives instead of deleting: gone from the shop, kept in the desk, and back on restore', async () => {
    const res = await desk('patch', `/dishes/${MANTY}`).send({ archived: true });
    expect(res.body.data.archived).toBe(true);
    expect((await shop(`/products/${MANTY}`)).status).toBe(404);
    expect(await ctx.db.selectFrom('products').select('id').where('id', '=', MANTY).executeTakeFirst()).toBeDefined();
    expect((await desk('get', '/')).body.data.dishes.find((d: { id: number }) => d.id === MANTY).archived).toBe(true);
    expect((await auditRows()).at(-1)!.action).toBe('product.archive');
    await desk('patch', `/dishes/${MANTY}`).send({ archived: false });
    expect((await shop(`/products/${MANTY}`)).status).toBe(200);
  });

  it('moves a dish up and down within its category; the shop lists it in that order', async () => {
    const order = async () =>
      (await shop(`/products?category=${NATIONAL}&limit=50`)).body.data
        .map((p: { id: number }) => p.id)
        .filter((id: number) => id === PALOW || id === MANTY);
    expect(await order()).toEqual([PALOW, MANTY]);
    expect((await desk('post', `/dishes/${MANTY}/move`).send({ direction: 'up' })).status).toBe(200);
    expect(await order()).toEqual([MANTY, PALOW]);
    expect((await auditRows()).at(-1)!.action).toBe('product.move_up');
    await desk('post', `/dishes/${MANTY}/move`).send({ direction: 'down' });
    expect(await order()).toEqual([PALOW, MANTY]);
    expect((await desk('post', `/dishes/${MANTY}/move`).send({ direction: 'sideways' })).status).toBe(422);
  });

  it('adds, renames, moves and archives a category', async () => {
    const made = await desk('post', '/categories').send({
      name: { tm: 'Süýjüler', ru: 'Десерты', en: '' },
      image: '/images/categories/desserts.svg',
    });
    expect(made.status).toBe(201);
    expect(made.body.data.missing).toEqual(['en']);
    const id = made.body.data.id;
    const names = async () => (await shop('/categories?limit=50')).body.data.map((c: { id: number; name_en: string }) => [c.id, c.name_en]);
    expect((await names()).at(-1)).toEqual([id, 'Десерты']);
    await desk('patch', `/categories/${id}`).send({ name: { tm: 'Süýjüler', ru: 'Десерты', en: 'Desserts' } });
    await desk('post', `/categories/${id}/move`).send({ direction: 'up' });
    expect((await names()).map((n: [number, string]) => n[0]).slice(-2)).toEqual([id, 9]);
    expect((await names()).find((n: [number, string]) => n[0] === id)[1]).toBe('Desserts');
    await desk('patch', `/categories/${id}`).send({ archived: true });
    expect((await names()).some((n: [number, string]) => n[0] === id)).toBe(false);
    expect((await auditRows()).at(-1)).toMatchObject({ action: 'category.archive', entity: 'category', actor_user_id: manager.userId });
  });

  it('lets the owner edit the menu too', async () => {
    expect((await desk('patch', `/dishes/${PALOW}`, owner).send({ amount: 400 })).body.data.amount).toBe(400);
  });
});
