// An order placed once whatever the retries (Idempotency-Key), and in one transaction.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { tableCounts } from './support/accounts';
import { testDatabases } from '../helpers/database';
import { newKey, ordersApi } from '../helpers/orders';

describe.each(testDatabases())('orders: idempotency and one transaction (%s)', (dialect) => {
  const o = ordersApi(dialect);
  const { customer, placeOrder, basketOf, bonusOf } = o;

  describe('idempotency', () => {
    it('answers a repeat with the first order and never makes a second', async () => {
      const c = await customer();
      const key = newKey();
      const body = { address_id: c.addressId, payment_method: 'cash', delivery_time: 'asap' };
      const first = await placeOrder(c.auth, body, key);
      const second = await placeOrder(c.auth, body, key);
      expect(first.status).toBe(201);
      expect(second.status).toBe(200);
      expect(second.body).toEqual(first.body);
      expect(await o.ctx.db.selectFrom('orders').select('id').where('user_id', '=', c.userId).execute()).toHaveLength(1);
    });

    it('refuses the same key with a different body (422 idempotency_key_reused)', async () => {
      const c = await customer();
      const key = newKey();
      await placeOrder(c.auth, { address_id: c.addressId, payment_method: 'cash', delivery_time: 'asap' }, key);
      const res = await placeOrder(c.auth, { address_id: c.addressId, payment_method: 'card', delivery_time: 'asap' }, key);
      expect(res.status).toBe(422);
      expect(res.body.error).toBe('idempotency_key_reused');
      expect(await o.ctx.db.selectFrom('orders').select('id').where('user_id', '=', c.userId).execute()).toHaveLength(1);
    });

    it('makes exactly one order from 20 parallel requests with one key', async () => {
      const c = await customer({ bonus: 500 });
      const key = newKey();
      const body = { address_id: c.addressId, payment_method: 'cash', delivery_time: 'asap', bonus: '5.00' };
      const answers = await Promise.all(Array.from({ length: 20 }, () => placeOrder(c.auth, body, key)));
      const statuses = answers.map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 200)).toHaveLength(19);
      expect(new Set(answers.map((r) => r.body.data.id)).size).toBe(1);
      expect(await o.ctx.db.selectFrom('orders').select('id').where('user_id', '=', c.userId).execute()).toHaveLength(1);
      expect(await bonusOf(c.userId)).toBe(0);
      expect(await o.ctx.db.selectFrom('bonus_ledger').select('amount').where('user_id', '=', c.userId).execute()).toEqual([
        { amount: -500 },
      ]);
    });

    it('keeps keys of different customers apart', async () => {
      const a = await customer();
      const b = await customer();
      const key = newKey();
      const ra = await placeOrder(a.auth, { address_id: a.addressId, payment_method: 'cash', delivery_time: 'asap' }, key);
      const rb = await placeOrder(b.auth, { address_id: b.addressId, payment_method: 'cash', delivery_time: 'asap' }, key);
      expect([ra.status, rb.status]).toEqual([201, 201]);
      expect(ra.body.data.id).not.toBe(rb.body.data.id);
    });

    it('frees the key when the attempt failed, so a corrected retry goes through', async () => {
      const c = await customer({ bonus: 100 });
      const key = newKey();
      const failed = await placeOrder(
        c.auth,
        { address_id: c.addressId, payment_method: 'cash', delivery_time: 'asap', bonus: '5.00' },
        key,
      );
      expect(failed.status).toBe(422);
      const retry = await placeOrder(
        c.auth,
        { address_id: c.addressId, payment_method: 'cash', delivery_time: 'asap', bonus: '1.00' },
        key,
      );
      expect(retry.status).toBe(201);
    });
  });

  describe('one transaction', () => {
    // A trigger makes the last step (the first status row) fail, the way a real fault would.
    async function breakHistory() {
      if (dialect === 'sqlite') {
        await sql`create trigger fail_history before insert on order_status_history begin select raise(abort, 'injected failure'); end`.execute(
          o.ctx.db,
        );
      } else {
        await sql`create function fail_history() returns trigger language plpgsql as $$ begin raise exception 'injected failure'; end $$`.execute(
          o.ctx.db,
        );
        await sql`create trigger fail_history before insert on order_status_history for each row execute function fail_history()`.execute(
          o.ctx.db,
        );
      }
    }
    async function repairHistory() {
      await sql`drop trigger fail_history${dialect === 'postgres' ? sql` on order_status_history` : sql``}`.execute(o.ctx.db);
      if (dialect === 'postgres') await sql`drop function fail_history()`.execute(o.ctx.db);
    }

    it('rolls everything back when a step fails: no order, bonus and basket intact, key free', async () => {
      const c = await customer({ bonus: 800 });
      const key = newKey();
      const body = { address_id: c.addressId, payment_method: 'cash', delivery_time: 'asap', bonus: '3.00' };
      const before = await tableCounts(o.ctx.db);
      await breakHistory();
      try {
        const res = await placeOrder(c.auth, body, key);
        expect(res.status).toBe(500);
        expect(res.body).toMatchObject({ success: false, error: 'internal_error' });
        expect(JSON.stringify(res.body)).not.toContain('injected');
      } finally {
        await repairHistory();
      }
      expect(await tableCounts(o.ctx.db)).toEqual(before);
      expect(await bonusOf(c.userId)).toBe(800);
      expect(await basketOf(c.userId)).toEqual([
        { product_id: o.palow, quantity: 2 },
        { product_id: o.manty, quantity: 1 },
      ]);
      const retry = await placeOrder(c.auth, body, key);
      expect(retry.status).toBe(201);
      expect(await bonusOf(c.userId)).toBe(500);
    });
  });
});
