// The order of a group's options and of a dish's groups (issue 36): the desk sends every id in the new
// order; a list that is not exactly what is there changes nothing. The storefront's dish data and the
// kitchen's lines follow the stored order.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type AccountsContext } from './support/accounts';
import { choicesApp, type ChoicesShop } from './support/choices';
import { signInStaff } from './support/desk';
import { testDatabases } from '../helpers/database';
import { newKey } from '../helpers/orders';
import { MAX_GROUP_OPTIONS } from '../../shared/choices';

type Staff = Awaited<ReturnType<typeof signInStaff>>;
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

describe.each(testDatabases())('choices: the order of options and groups (%s)', (dialect) => {
  let ctx: AccountsContext;
  let s: ChoicesShop;
  let manager: Staff;
  let owner: Staff;
  let cook: Staff;
  beforeAll(async () => {
    ({ ctx, shop: s } = await choicesApp(dialect));
    [manager, owner, cook] = [await signInStaff(ctx, 'manager'), await signInStaff(ctx, 'owner'), await signInStaff(ctx, 'cook')];
  });
  afterAll(() => ctx.close());

  const put = (who: Staff, path: string, body: object, language = 'en') =>
    request(ctx.app).put(`${API}/desk/menu${path}`).set(who.auth).set('Accept-Language', language).send(body);
  const dish = async (id: number) => (await request(ctx.app).get(`${API}/products/${id}`)).body.data.choices.groups;
  const storedOptions = async (groupId: number) =>
    (
      await ctx.db.selectFrom('choice_options').select('id').where('group_id', '=', groupId).orderBy('sort_order').orderBy('id').execute()
    ).map((r) => r.id);
  const auditCount = async () =>
    Number(
      (
        await ctx.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('puts a group’s options in the order sent: the desk, the dish’s page data and the audit log follow', async () => {
    const res = await put(manager, `/groups/${s.sauces.id}/options/order`, { option_ids: [s.tomato, s.garlic, s.hot] });
    expect(res.status).toBe(200);
    expect(ids(res.body.data.options)).toEqual([s.tomato, s.garlic, s.hot]);
    expect(res.body.data).toMatchObject({ id: s.sauces.id, dish_ids: [s.shashlik] });
    expect(await storedOptions(s.sauces.id)).toEqual([s.tomato, s.garlic, s.hot]);
    const [, sauces] = await dish(s.shashlik);
    expect(ids(sauces.options)).toEqual([s.tomato, s.garlic, s.hot]);
    const desk = await request(ctx.app).get(`${API}/desk/menu/groups`).set(owner.auth);
    expect(ids(desk.body.data.groups.find((g: { id: number }) => g.id === s.sauces.id).options)).toEqual([s.tomato, s.garlic, s.hot]);
    const audit = await ctx.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'choice_group.options_order', entity: 'choice_group', entity_id: String(s.sauces.id) });
    expect(ids(JSON.parse(audit.before!).options)).toEqual([s.garlic, s.hot, s.tomato]);
  });

  it('puts a dish’s groups in the order sent, and the owner may too', async () => {
    const res = await put(owner, `/dishes/${s.shashlik}/groups/order`, { group_ids: [s.sauces.id, s.meat.id] });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ dish_id: s.shashlik, group_ids: [s.sauces.id, s.meat.id], problems: [] });
    expect(ids(await dish(s.shashlik))).toEqual([s.sauces.id, s.meat.id]);
    const desk = await request(ctx.app).get(`${API}/desk/menu/groups`).set(manager.auth);
    expect(desk.body.data.dishes.find((d: { dish_id: number }) => d.dish_id === s.shashlik).group_ids).toEqual([s.sauces.id, s.meat.id]);
    const audit = await ctx.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'product.choice_groups_order', entity: 'product', entity_id: String(s.shashlik) });
  });

  it('an order placed after keeps the choices in the stored order, and the kitchen lists them so', async () => {
    const placed = await request(ctx.app)
      .post(`${API}/orders-web`)
      .set('Idempotency-Key', newKey())
      .send({
        name: 'Myhman',
        phone: '+99363000000',
        address: 'Parahat 2, jaý 14',
        payment_method: 'cash',
        delivery_time: 'asap',
        items: [{ product_id: s.shashlik, quantity: 1, choices: [s.lamb, s.hot, s.tomato] }],
      });
    expect(placed.status).toBe(201);
    const order = placed.body.data.id as number;
    expect((await request(ctx.app).post(`${API}/desk/orders/${order}/accept`).set(manager.auth).send({ minutes: 30 })).status).toBe(200);
    const board = await request(ctx.app).get(`${API}/desk/kitchen/orders`).set(cook.auth);
    const card = board.body.data.orders.find((o: { id: number }) => o.id === order);
    // sauces first (the dish's order), tomato before hot (the group's)
    expect(card.lines[0].choices.map((c: { option_id: number }) => c.option_id)).toEqual([s.tomato, s.hot, s.lamb]);
  });

  it('refuses a list that is not exactly the group’s options, in the shopper’s language, and changes nothing', async () => {
    const before = await storedOptions(s.meat.id);
    const audits = await auditCount();
    for (const option_ids of [
      [s.lamb, s.beef],
      [s.lamb, s.beef, s.chicken, s.garlic],
      [s.lamb, s.lamb, s.beef],
      [s.chicken, s.beef, 999999],
    ]) {
      const res = await put(manager, `/groups/${s.meat.id}/options/order`, { option_ids }, 'ru');
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ error: 'menu.options_order_mismatch', fields: { option_ids: 'not_the_same_ids' } });
      expect(res.body.message).toMatch(/^Варианты за это время изменились/);
    }
    expect((await put(manager, `/groups/${s.meat.id}/options/order`, { option_ids: [] })).status).toBe(422);
    expect((await put(manager, `/groups/${s.meat.id}/options/order`, { option_ids: ['x'] })).status).toBe(422);
    expect((await put(manager, `/groups/999999/options/order`, { option_ids: [s.lamb] })).body.error).toBe('menu.group_not_found');
    expect(await storedOptions(s.meat.id)).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });

  it('refuses a list that is not exactly the dish’s groups, and changes nothing', async () => {
    const res = await put(manager, `/dishes/${s.plov}/groups/order`, { group_ids: [s.portion.id, s.meat.id] }, 'tm');
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ error: 'menu.groups_order_mismatch', fields: { group_ids: 'not_the_same_ids' } });
    expect(res.body.message).toMatch(/^Bu aralykda tagamyň toparlary üýtgedi/);
    expect((await put(manager, `/dishes/${s.shashlik}/groups/order`, { group_ids: [s.meat.id] })).status).toBe(422);
    expect((await put(manager, `/dishes/999999/groups/order`, { group_ids: [s.meat.id] })).status).toBe(404);
    expect(ids(await dish(s.shashlik))).toEqual([s.sauces.id, s.meat.id]);
    expect(ids(await dish(s.plov))).toEqual([s.portion.id]);
  });

  it('is the manager’s and the owner’s: a cook and a shopper are refused', async () => {
    const audits = await auditCount();
    expect((await put(cook, `/groups/${s.meat.id}/options/order`, { option_ids: [s.chicken, s.beef, s.lamb] })).status).toBe(403);
    expect((await put(cook, `/dishes/${s.shashlik}/groups/order`, { group_ids: [s.meat.id, s.sauces.id] })).status).toBe(403);
    const anonymous = await request(ctx.app)
      .put(`${API}/desk/menu/groups/${s.meat.id}/options/order`)
      .send({ option_ids: [s.lamb] });
    expect(anonymous.status).toBe(401);
    expect(await storedOptions(s.meat.id)).toEqual([s.lamb, s.beef, s.chicken]);
    expect(ids(await dish(s.shashlik))).toEqual([s.sauces.id, s.meat.id]);
    expect(await auditCount()).toBe(audits);
  });

  it('a group holds at most MAX_GROUP_OPTIONS options, archived included, so the move buttons can always send them all', async () => {
    const created = await request(ctx.app)
      .post(`${API}/desk/menu/groups`)
      .set(manager.auth)
      .send({ name: { tm: 'Goşundy', ru: 'Добавки', en: 'Extras' }, min: 0, max: 3 });
    expect(created.status).toBe(201);
    const groupId = created.body.data.id as number;
    const add = (n: number, language = 'en') =>
      request(ctx.app)
        .post(`${API}/desk/menu/groups/${groupId}/options`)
        .set(manager.auth)
        .set('Accept-Language', language)
        .send({ name: { tm: `G${n}`, ru: `Д${n}`, en: `E${n}` }, price: '1.00' });
    for (let n = 0; n < MAX_GROUP_OPTIONS; n++) expect((await add(n)).status).toBe(201);
    const first = (await storedOptions(groupId))[0];
    expect((await request(ctx.app).patch(`${API}/desk/menu/options/${first}`).set(manager.auth).send({ archived: true })).status).toBe(200);
    const audits = await auditCount();
    const full = await add(99, 'ru');
    expect(full.status).toBe(422);
    expect(full.body).toMatchObject({ error: 'menu.group_full', fields: { options: 'too_many' } });
    expect(full.body.message).toMatch(/^В группе не больше 30 вариантов/);
    expect(await storedOptions(groupId)).toHaveLength(MAX_GROUP_OPTIONS);
    expect(await auditCount()).toBe(audits);
    const all = await storedOptions(groupId);
    const reversed = await put(manager, `/groups/${groupId}/options/order`, { option_ids: [...all].reverse() });
    expect(reversed.status).toBe(200);
    expect(await storedOptions(groupId)).toEqual([...all].reverse());
  });
});
