// Staff management on the desk: only the owner adds, lists and removes staff and reads the audit log.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, accountsApp, nextPhone, type AccountsContext } from './support/accounts';
import { signInStaff } from './support/desk';
import { testDatabases } from '../helpers/database';

describe.each(testDatabases())('desk staff management (%s)', (dialect) => {
  let ctx: AccountsContext;
  beforeAll(async () => {
    ctx = await accountsApp(dialect);
  });
  afterAll(() => ctx.close());

  it('lets a manager run orders but not manage staff or read the audit log (403 owner_only)', async () => {
    const m = await signInStaff(ctx, 'manager');
    expect((await request(ctx.app).get(`${API}/desk/orders`).set(m.auth)).status).toBe(200);
    for (const res of [
      await request(ctx.app).get(`${API}/desk/staff`).set(m.auth),
      await request(ctx.app).post(`${API}/desk/staff`).set(m.auth).send({ phone: nextPhone(), role: 'manager' }),
      await request(ctx.app).delete(`${API}/desk/staff/${m.userId}`).set(m.auth),
      await request(ctx.app).get(`${API}/desk/audit`).set(m.auth),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('owner_only');
    }
    expect(await ctx.db.selectFrom('users').select('staff_role').where('id', '=', m.userId).executeTakeFirstOrThrow()).toEqual({
      staff_role: 'manager',
    });
  });

  it('an owner adds (idempotently), lists and removes staff; removal ends their desk session; every change is audited', async () => {
    const owner = await signInStaff(ctx, 'owner');
    const phone = nextPhone();
    const added = await request(ctx.app)
      .post(`${API}/desk/staff`)
      .set(owner.auth)
      .send({ phone: `+993${phone}`, role: 'manager', name: 'Döwlet' });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ name: 'Döwlet', phone, role: 'manager' });
    const again = await request(ctx.app).post(`${API}/desk/staff`).set(owner.auth).send({ phone, role: 'manager' });
    expect(again.status).toBe(200);
    const list = await request(ctx.app).get(`${API}/desk/staff`).set(owner.auth);
    expect(list.body.data).toContainEqual({ id: added.body.data.id, name: 'Döwlet', phone, role: 'manager' });

    const manager = await signInStaff(ctx, 'manager', phone);
    const removed = await request(ctx.app).delete(`${API}/desk/staff/${added.body.data.id}`).set(owner.auth);
    expect(removed.status).toBe(200);
    expect(removed.body.data.map((s: { id: number }) => s.id)).not.toContain(added.body.data.id);
    expect((await request(ctx.app).get(`${API}/desk/today`).set(manager.auth)).status).toBe(401);
    expect((await request(ctx.app).get(`${API}/desk/me`).set(manager.auth)).body.data).toBeNull();

    const rows = await ctx.db
      .selectFrom('audit_log')
      .select(['actor', 'actor_user_id', 'action', 'before', 'after'])
      .where('entity', '=', 'staff')
      .where('entity_id', '=', String(added.body.data.id))
      .orderBy('id')
      .execute();
    // signInStaff's own role write is not through the API; the API's writes are the add and the removal
    expect(rows).toEqual([
      {
        actor: 'staff',
        actor_user_id: owner.userId,
        action: 'staff.add',
        before: null,
        after: JSON.stringify({ phone, role: 'manager' }),
      },
      {
        actor: 'staff',
        actor_user_id: owner.userId,
        action: 'staff.remove',
        before: JSON.stringify({ phone, role: 'manager' }),
        after: null,
      },
    ]);
    const audit = await request(ctx.app).get(`${API}/desk/audit?limit=2`).set(owner.auth);
    expect(audit.status).toBe(200);
    expect(audit.body.data[0]).toMatchObject({
      action: 'staff.remove',
      actor: 'staff',
      actor_user: { id: owner.userId },
      before: { phone, role: 'manager' },
      after: null,
    });
    expect(audit.body.meta).toMatchObject({ page: 1, limit: 2 });
  });

  it('refuses to remove oneself (409 cannot_remove_self)', async () => {
    const owner = await signInStaff(ctx, 'owner');
    const self = await request(ctx.app).delete(`${API}/desk/staff/${owner.userId}`).set(owner.auth);
    expect(self.status).toBe(409);
    expect(self.body.error).toBe('cannot_remove_self');
  });
});
