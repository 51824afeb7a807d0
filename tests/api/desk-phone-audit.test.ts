import request from 'supertest';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, accountsApp, addProduct, type AccountsContext } from './support/accounts';
import { signInStaff } from './support/desk';
import { testDatabases } from '../helpers/database';

// Issue 10: a phone order and its audit row land together or not at all. The audit log is made to
// refuse the row (a trigger on either engine): the order must not be left behind, and the same key
// works once the log takes rows again.

describe.each(testDatabases())('a phone order and its audit row are one transaction (%s)', (dialect) => {
  let ctx: AccountsContext;
  let palow: number;
  let manager: Awaited<ReturnType<typeof signInStaff>>;
  beforeAll(async () => {
    ctx = await accountsApp(dialect);
    palow = await addProduct(ctx.db, 4550);
    manager = await signInStaff(ctx, 'manager');
  });
  afterAll(() => ctx.close());

  const breakAuditLog = async () => {
    if (dialect === 'sqlite') {
      await sql`create trigger audit_down before insert on audit_log when new.action = 'order.phone'
        begin select raise(abort, 'the audit log is down'); end`.execute(ctx.db);
    } else {
      await sql`create function audit_down() returns trigger language plpgsql as $$
        begin raise exception 'the audit log is down'; end $$`.execute(ctx.db);
      await sql`create trigger audit_down before insert on audit_log for each row
        when (new.action = 'order.phone') execute function audit_down()`.execute(ctx.db);
    }
  };
  const mendAuditLog = async () => {
    if (dialect === 'sqlite') await sql`drop trigger audit_down`.execute(ctx.db);
    else await sql`drop trigger audit_down on audit_log`.execute(ctx.db);
  };

  const phone = '61230001';
  const body = () => ({
    name: 'Jeren',
    phone: `+993${phone}`,
    address: 'Magtymguly 5',
    payment_method: 'cash',
    delivery_time: 'asap',
    items: [{ product_id: palow, quantity: 2 }],
  });
  const post = () => request(ctx.app).post(`${API}/desk/orders`).set(manager.auth).set('Idempotency-Key', 'phone-audit-1').send(body());
  const ordersOfCaller = () => ctx.db.selectFrom('orders').select('id').where('phone', '=', phone).execute();

  it('leaves no order behind when the audit row cannot be written, and places it once the log works', async () => {
    const ordersBefore = (
      await ctx.db
        .selectFrom('orders')
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow()
    ).n;
    await breakAuditLog();
    const failed = await post();
    expect(failed.status, JSON.stringify(failed.body)).toBe(500);
    expect(await ordersOfCaller()).toEqual([]);
    expect(
      Number(
        (
          await ctx.db
            .selectFrom('orders')
            .select(sql<number>`count(*)`.as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(Number(ordersBefore));
    expect(await ctx.db.selectFrom('order_lines').select('id').where('product_id', '=', palow).execute()).toEqual([]);

    await mendAuditLog();
    const placed = await post();
    expect(placed.status).toBe(201);
    const orders = await ordersOfCaller();
    expect(orders).toEqual([{ id: placed.body.data.id }]);
    expect(
      await ctx.db
        .selectFrom('audit_log')
        .select(['action', 'actor_user_id'])
        .where('entity_id', '=', String(placed.body.data.id))
        .execute(),
    ).toEqual([{ action: 'order.phone', actor_user_id: manager.userId }]);
  });
});
