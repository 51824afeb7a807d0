// The desk's group limits refused under the field at fault (issue 36 audit): `max` for an at-most of 0,
// `min` for an at-least above the at-most (or `max` when only it was changed), with the problem's code.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, accountsApp, type AccountsContext } from './support/accounts';
import { signInStaff } from './support/desk';
import { testDatabases } from '../helpers/database';

describe.each(testDatabases())('desk: choice group limits name their field (%s)', (dialect) => {
  let ctx: AccountsContext;
  let manager: Awaited<ReturnType<typeof signInStaff>>;
  beforeAll(async () => {
    ctx = await accountsApp(dialect);
    manager = await signInStaff(ctx, 'manager');
  });
  afterAll(() => ctx.close());

  const desk = (method: 'post' | 'patch', path: string) => request(ctx.app)[method](`${API}/desk/menu${path}`).set(manager.auth);
  const name = { tm: 'Et', ru: 'Мясо', en: 'Meat' };
  const groups = () => ctx.db.selectFrom('choice_groups').select(['min_select', 'max_select']).execute();

  it('a new group: min above max under min, max 0 under max; nothing stored', async () => {
    const above = await desk('post', '/groups').send({ name, min: 3, max: 2 });
    expect(above.status).toBe(422);
    expect(above.body.fields).toEqual({ min: 'min_above_max' });
    const zero = await desk('post', '/groups').send({ name, min: 0, max: 0 });
    expect(zero.status).toBe(422);
    expect(zero.body.fields).toEqual({ max: 'max_zero' });
    expect(await groups()).toEqual([]);
  });

  it('a change: max 0 under max, a max below the stored min under max, a min above the stored max under min', async () => {
    const created = await desk('post', '/groups').send({ name, min: 2, max: 3 });
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;
    const zero = await desk('patch', `/groups/${id}`).send({ max: 0 });
    expect(zero.status).toBe(422);
    expect(zero.body.fields).toEqual({ max: 'max_zero' });
    expect((await desk('patch', `/groups/${id}`).send({ max: 1 })).body.fields).toEqual({ max: 'min_above_max' });
    expect((await desk('patch', `/groups/${id}`).send({ min: 4 })).body.fields).toEqual({ min: 'min_above_max' });
    expect((await desk('patch', `/groups/${id}`).send({ min: 3, max: 2 })).body.fields).toEqual({ min: 'min_above_max' });
    expect(await groups()).toEqual([{ min_select: 2, max_select: 3 }]);
  });
});
