// The publish check's reason in the desk's menu (issue 36): a dish whose required choice group has fewer
// orderable options than its minimum says so in GET /desk/menu and in a dish edit's answer.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, accountsApp, addProduct, type AccountsContext } from './support/accounts';
import { signInStaff } from './support/desk';
import { testDatabases } from '../helpers/database';

describe.each(testDatabases())('the desk’s menu says why a dish is not offered (%s)', (dialect) => {
  let ctx: AccountsContext;
  let manager: Awaited<ReturnType<typeof signInStaff>>;
  let grill: number;
  let plain: number;
  beforeAll(async () => {
    ctx = await accountsApp(dialect);
    manager = await signInStaff(ctx, 'manager');
    grill = await addProduct(ctx.db, 4000);
    plain = await addProduct(ctx.db, 2000);
  });
  afterAll(() => ctx.close());

  const desk = (method: 'get' | 'post' | 'patch' | 'put' | 'delete', path: string) =>
    request(ctx.app)[method](`${API}/desk/menu${path}`).set(manager.auth);
  const reasons = async (id: number) => {
    const menu = await desk('get', '');
    expect(menu.status).toBe(200);
    return (menu.body.data.dishes as { id: number; not_offered: unknown[] }[]).find((d) => d.id === id)!.not_offered;
  };
  const meat = { tm: 'Et', ru: 'Мясо', en: 'Meat' };

  it('names the required group that cannot be met, its minimum and what is left; nothing for a dish that can be ordered', async () => {
    const group = await desk('post', '/groups').send({
      name: meat,
      min: 1,
      max: 1,
      options: [
        { name: { tm: 'Goýun', ru: 'Баранина', en: 'Lamb' }, price: '10.00', is_default: true },
        { name: { tm: 'Towuk', ru: 'Курица', en: 'Chicken' }, price: '0.00' },
      ],
    });
    const sauces = await desk('post', '/groups').send({
      name: { tm: 'Sousy', ru: 'Соусы', en: 'Sauces' },
      min: 0,
      max: 2,
      options: [{ name: { tm: 'Ajy', ru: 'Острый', en: 'Hot' }, price: '2.00' }],
    });
    const groupId = group.body.data.id as number;
    const [lamb, chicken] = (group.body.data.options as { id: number }[]).map((o) => o.id);
    await desk('put', `/dishes/${grill}/groups`)
      .send({ group_ids: [groupId, sauces.body.data.id] })
      .expect(200);
    expect(await reasons(grill)).toEqual([]);

    await desk('post', `/options/${lamb}/stop`).send({ length: '1h' }).expect(200);
    // one of two left: still orderable
    expect(await reasons(grill)).toEqual([]);
    await desk('post', `/options/${chicken}/stop`).send({ length: 'day' }).expect(200);
    // the optional group, sold out too, never keeps the dish off
    await desk('post', `/options/${sauces.body.data.options[0].id}/stop`).send({ length: '1h' }).expect(200);
    expect(await reasons(grill)).toEqual([{ group_id: groupId, group: meat, min: 1, orderable: 0 }]);
    expect(await reasons(plain)).toEqual([]);

    // an edit's answer is the dish as the table shows it, reason included
    const edited = await desk('patch', `/dishes/${grill}`).send({ price: '41.00' });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ price: '41.00', not_offered: [{ group_id: groupId, min: 1, orderable: 0 }] });

    // back on sale: the reason goes
    await desk('delete', `/options/${chicken}/stop`).expect(200);
    expect(await reasons(grill)).toEqual([]);
  });

  it('a minimum of two with one option left: the reason gives both numbers', async () => {
    const pair = await desk('post', '/groups').send({
      name: { tm: 'Garnir', ru: 'Гарниры', en: 'Sides' },
      min: 2,
      max: 2,
      options: [
        { name: { tm: 'Tüwi', ru: 'Рис', en: 'Rice' }, price: '0.00' },
        { name: { tm: 'Kartoşka', ru: 'Картофель', en: 'Potatoes' }, price: '0.00' },
      ],
    });
    await desk('put', `/dishes/${plain}/groups`)
      .send({ group_ids: [pair.body.data.id] })
      .expect(200);
    await desk('post', `/options/${pair.body.data.options[1].id}/stop`).send({ length: '1h' }).expect(200);
    expect(await reasons(plain)).toEqual([
      { group_id: pair.body.data.id, group: { tm: 'Garnir', ru: 'Гарниры', en: 'Sides' }, min: 2, orderable: 1 },
    ]);
  });
});
