// The desk's choice groups (issue 36): groups and options with the three languages, a dish's groups,
// the option stop-list and the publish check's reason; the JSON import's choice groups.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, accountsApp, addProduct, type AccountsContext } from './support/accounts';
import { signInStaff } from './support/desk';
import { testDatabases } from '../helpers/database';
import { parseCatalogue } from '../../server/db/catalogue/import';
import { demoCatalogue } from '../../server/db/seed-data/demo-catalogue';
import { BUSINESS_LUNCH, GROUP, SHASHLIK, WEDDING_PLOV } from '../../server/db/seed-data/choices';
import { useSeededApp } from '../helpers/app';

describe.each(testDatabases())('choices: the desk (%s)', (dialect) => {
  let ctx: AccountsContext;
  let manager: Awaited<ReturnType<typeof signInStaff>>;
  let grill: number;
  let soup: number;
  beforeAll(async () => {
    ctx = await accountsApp(dialect);
    manager = await signInStaff(ctx, 'manager');
    grill = await addProduct(ctx.db, 4000);
    soup = await addProduct(ctx.db, 2000);
  });
  afterAll(() => ctx.close());

  const desk = (method: 'get' | 'post' | 'patch' | 'put' | 'delete', path: string) =>
    request(ctx.app)[method](`${API}/desk/menu${path}`).set(manager.auth);
  const name = (tm: string, ru: string, en: string) => ({ tm, ru, en });

  it('adds a group with options, flags a missing translation, attaches it, and explains why the dish cannot be ordered', async () => {
    const created = await desk('post', '/groups').send({
      name: name('Et', 'Мясо', ''),
      min: 1,
      max: 1,
      options: [{ name: name('Goýun', 'Баранина', 'Lamb'), price: '10.00', is_default: true }],
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      min: 1,
      max: 1,
      missing: ['en'],
      options: [{ price: '10.00', is_default: true, sold_out: false }],
    });
    const group = created.body.data.id as number;
    const lamb = created.body.data.options[0].id as number;

    const attached = await desk('put', `/dishes/${grill}/groups`).send({ group_ids: [group] });
    expect(attached.body.data).toEqual({ dish_id: grill, group_ids: [group], problems: [] });
    const dish = await request(ctx.app).get(`${API}/products/${grill}`);
    expect(dish.body.data.choices.groups.map((g: { id: number }) => g.id)).toEqual([group]);

    // the only option sold out: the required group cannot be met, and the desk says so
    const stopped = await desk('post', `/options/${lamb}/stop`).send({ length: '1h' });
    expect(stopped.body.data.options[0]).toMatchObject({ sold_out: true, until: expect.any(String) });
    const view = await desk('get', '/groups');
    expect(view.body.data.dishes).toEqual([
      { dish_id: grill, group_ids: [group], problems: [{ group_id: group, problem: 'not_enough_options', min: 1, orderable: 0 }] },
    ]);
    expect((await request(ctx.app).get(`${API}/shop/status`)).body.data.sold_out).toContain(grill);
    await desk('delete', `/options/${lamb}/stop`);
    expect((await desk('get', '/groups')).body.data.dishes[0].problems).toEqual([]);

    const audit = await ctx.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', 'in', ['choice_group', 'choice_option', 'product'])
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'choice_group.add',
      'product.choice_groups',
      'option_stop_list.add',
      'option_stop_list.remove',
    ]);
  });

  it('a set meal’s option names a dish; an unknown dish, bad limits and an unknown group are refused', async () => {
    const slot = await desk('post', '/groups').send({ name: name('Çorba', 'Суп', 'Soup'), min: 1, max: 1 });
    const added = await desk('post', `/groups/${slot.body.data.id}/options`).send({
      name: name('Çorba', 'Чорба', 'Chorba'),
      price: '0',
      product: soup,
    });
    expect(added.status).toBe(201);
    expect(added.body.data.options).toEqual([expect.objectContaining({ product_id: soup, price: '0.00' })]);
    const option = added.body.data.options[0].id;
    expect(
      (await desk('patch', `/options/${option}`).send({ price: '2.50', name: name('Çorba', 'Чорба', 'Chorba soup') })).body.data.options[0],
    ).toMatchObject({
      price: '2.50',
      name: { en: 'Chorba soup' },
    });
    expect(
      (await desk('post', `/groups/${slot.body.data.id}/options`).send({ name: name('X', 'X', 'X'), price: '1', product: 999999 })).body
        .fields,
    ).toEqual({
      product: 'unknown_product',
    });
    expect((await desk('post', '/groups').send({ name: name('A', 'A', 'A'), min: 3, max: 2 })).status).toBe(422);
    expect((await desk('patch', `/groups/${slot.body.data.id}`).send({ max: 0 })).status).toBe(422);
    expect((await desk('put', `/dishes/${grill}/groups`).send({ group_ids: [999999] })).body.fields).toEqual({
      'group_ids.0': 'unknown_group',
    });
    expect((await desk('patch', '/options/999999').send({ price: '1' })).status).toBe(404);
  });

  it('is staff-only', async () => {
    expect((await request(ctx.app).get(`${API}/desk/menu/groups`)).status).toBe(401);
  });
});

describe('the catalogue file’s choice groups', () => {
  const file = (patch: object) => JSON.stringify({ ...demoCatalogue, ...patch });
  const problems = (text: string) => {
    const result = parseCatalogue(text);
    return result.ok ? [] : result.problems.map((p) => [p.field, p.code]);
  };

  it('the demo menu is a valid file with its groups', () => {
    const result = parseCatalogue(JSON.stringify(demoCatalogue));
    expect(result.ok && result.file.choice_groups?.length).toBe(6);
  });

  it('refuses unknown groups, dishes and duplicate option ids, and a required group with too few options', () => {
    const groups = demoCatalogue.choice_groups!;
    const broken = [
      { ...groups[0], options: [groups[0].options[0], { ...groups[0].options[1], id: groups[0].options[0].id }] },
      { ...groups[1], min: 1, options: [] },
      { ...groups[3], options: [{ ...groups[3].options[0], product: 999 }] },
    ];
    const products = demoCatalogue.products.map((p) => (p.id === 1 ? { ...p, groups: [77] } : p));
    expect(problems(file({ choice_groups: broken, products }))).toEqual(
      expect.arrayContaining([
        ['choice_groups[0].options[1].id', 'duplicate'],
        ['choice_groups[1].options', 'not_enough_options'],
        ['choice_groups[2].options[0].product', 'unknown_product'],
        [expect.stringMatching(/^products\[\d+\]\.groups\[0\]$/), 'unknown_group'],
      ]),
    );
  });
});

describe.each(testDatabases())('the demo menu’s choices (%s)', (dialect) => {
  const shop = useSeededApp(dialect);
  const dish = async (id: number) => (await request(shop.app).get(`${API}/products/${id}`).set('Accept-Language', 'tm')).body.data;

  it('plov in two portions at two prices, shashlik with a required meat and the Sauces on every grill, a business lunch of dishes', async () => {
    const plov = await dish(WEDDING_PLOV);
    expect(
      plov.choices.groups[0].options.map((o: { name_en: string; price: string; is_default: boolean }) => [
        o.name_en,
        o.price,
        o.is_default,
      ]),
    ).toEqual([
      ['Half portion', '0.00', true],
      ['Full portion', '35.00', false],
    ]);
    const shashlik = await dish(SHASHLIK);
    expect(shashlik).toMatchObject({ has_required_choices: true, choices: { orderable: true, from_price: '38.00' } });
    expect(shashlik.choices.groups.map((g: { name_tm: string; required: boolean }) => [g.name_tm, g.required])).toEqual([
      ['Et', true],
      ['Souslar', false],
    ]);
    for (const grill of [14, 15, 16, 17, 18])
      expect((await dish(grill)).choices.groups.map((g: { id: number }) => g.id)).toEqual([GROUP.sauces]);
    const lunch = await dish(BUSINESS_LUNCH);
    expect(lunch.choices.groups.map((g: { options: { product_id: number }[] }) => g.options.every((o) => o.product_id !== null))).toEqual([
      true,
      true,
      true,
    ]);
  });
});
