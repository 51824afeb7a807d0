import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, accountsApp, signUp, type AccountsContext } from './support/accounts';
import { testDatabases } from '../helpers/database';

const home = {
  address: 'Görogly köçesi 45',
  apartment: '12',
  entrance: '2',
  floor: '3',
  comment: 'Domofon işlänok',
  latitude: '37.9312',
  longitude: '58.3876',
};

describe.each(testDatabases())('addresses (%s)', (dialect) => {
  let ctx: AccountsContext;
  beforeAll(async () => {
    ctx = await accountsApp(dialect);
  });
  afterAll(() => ctx.close());

  const rows = (userId: number) => ctx.db.selectFrom('addresses').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  const save = (auth: Record<string, string>, body: object) => request(ctx.app).post(`${API}/users/address`).set(auth).send(body);

  it('creates an address and lists it on the user', async () => {
    const { auth, userId } = await signUp(ctx);
    const res = await save(auth, { ...home, user_id: 999 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { id: expect.any(Number), ...home } });
    const stored = await rows(userId);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ ...home, user_id: userId });
    const me = await request(ctx.app).get(`${API}/user`).set(auth);
    expect(me.body.data.address).toEqual([res.body.data]);
  });

  it('updates an own address when id is given', async () => {
    const { auth, userId } = await signUp(ctx);
    const created = await save(auth, home);
    const res = await save(auth, { id: created.body.data.id, address: 'Täze ýol 1', latitude: '', longitude: '' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      id: created.body.data.id,
      address: 'Täze ýol 1',
      apartment: '',
      entrance: '',
      floor: '',
      comment: '',
      latitude: '',
      longitude: '',
    });
    expect(await rows(userId)).toHaveLength(1);
    expect((await rows(userId))[0].address).toBe('Täze ýol 1');
  });

  it("answers 404 for another user's address and leaves it alone", async () => {
    const owner = await signUp(ctx);
    const other = await signUp(ctx);
    const created = await save(owner.auth, home);
    const res = await save(other.auth, { id: created.body.data.id, address: 'Hijacked' });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('address_not_found');
    expect((await rows(owner.userId))[0].address).toBe(home.address);
    expect(await rows(other.userId)).toEqual([]);
  });

  it('deletes an own address and answers with the remaining list', async () => {
    const { auth, userId } = await signUp(ctx);
    const first = await save(auth, home);
    const second = await save(auth, { address: 'Ikinji salgy' });
    const res = await request(ctx.app).delete(`${API}/users/address/${first.body.data.id}`).set(auth);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { address: [second.body.data] } });
    expect((await rows(userId)).map((r) => r.id)).toEqual([second.body.data.id]);
  });

  it("answers 404 when deleting another user's address, which stays", async () => {
    const owner = await signUp(ctx);
    const other = await signUp(ctx);
    const created = await save(owner.auth, home);
    const res = await request(ctx.app).delete(`${API}/users/address/${created.body.data.id}`).set(other.auth);
    expect(res.status).toBe(404);
    expect(await rows(owner.userId)).toHaveLength(1);
  });

  it.each(['abc', '0', '99999999999'])('answers 404 for the path id %s, which names no address', async (id) => {
    const { auth } = await signUp(ctx);
    const res = await request(ctx.app).delete(`${API}/users/address/${id}`).set(auth);
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('address_not_found');
  });

  it.each([
    [{}, { address: 'required' }],
    [{ address: '  ' }, { address: 'required' }],
    [{ address: 7 }, { address: 'invalid' }],
    [{ address: 'x', latitude: '91' }, { latitude: 'invalid' }],
    [{ address: 'x', latitude: '-90.5' }, { latitude: 'invalid' }],
    [{ address: 'x', latitude: 'north' }, { latitude: 'invalid' }],
    [{ address: 'x', latitude: 37.9 }, { latitude: 'invalid' }],
    [{ address: 'x', longitude: '180.0001' }, { longitude: 'invalid' }],
    [{ address: 'x', longitude: '1e2' }, { longitude: 'invalid' }],
    [{ address: 'x', id: 0 }, { id: 'out_of_range' }],
    [{ address: 'x', id: 'seven' }, { id: 'invalid' }],
    [{ address: 'x', comment: 'c'.repeat(501) }, { comment: 'too_long' }],
  ])('answers 422 for %j and stores nothing', async (body, fields) => {
    const { auth, userId } = await signUp(ctx);
    const res = await save(auth, body);
    expect(res.status).toBe(422);
    expect(res.body.fields).toEqual(fields);
    expect(await rows(userId)).toEqual([]);
  });

  it('accepts the edges of the coordinate ranges', async () => {
    const { auth } = await signUp(ctx);
    const res = await save(auth, { address: 'Pole', latitude: '-90', longitude: '180' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ latitude: '-90', longitude: '180' });
  });

  it('is 401 without a session', async () => {
    expect((await request(ctx.app).post(`${API}/users/address`).send(home)).status).toBe(401);
    expect((await request(ctx.app).delete(`${API}/users/address/1`)).status).toBe(401);
  });
});
