// change_from: the note a cash payer leaves of the banknote the courier must change.
import { describe, expect, it } from 'vitest';
import { shopperOrdersApi } from '../helpers/shopper-orders';
import { testDatabases } from '../helpers/database';

describe.each(testDatabases())('change_from on an order (%s)', (dialect) => {
  const s = shopperOrdersApi(dialect);
  const { customerOrder, guestOrder } = s;

  describe('change_from', () => {
    it('is kept for cash at or above the total, as money text, for customers and guests', async () => {
      const { res } = await customerOrder([[s.palow, 1]], { change_from: '100' });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ total: '60.00', change_from: '100.00' });
      const exact = await customerOrder([[s.palow, 1]], { change_from: '60.00' });
      expect(exact.res.body.data.change_from).toBe('60.00');
      const guest = await guestOrder({ change_from: '200' });
      expect(guest.status).toBe(201);
      expect(guest.body.data.change_from).toBe('200.00');
      const row = await s.ctx.db.selectFrom('orders').select('change_from').where('id', '=', guest.body.data.id).executeTakeFirstOrThrow();
      expect(row.change_from).toBe(20000);
      expect((await guestOrder({})).body.data.change_from).toBeNull();
    });

    it('is refused below the total, with a card, or not an amount — and nothing is ordered', async () => {
      const before = Number(
        (
          await s.ctx.db
            .selectFrom('orders')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
      const below = await customerOrder([[s.palow, 1]], { change_from: '59.99' });
      expect(below.res.status).toBe(422);
      expect(below.res.body.fields).toEqual({ change_from: 'below_total' });
      const card = await guestOrder({ payment_method: 'card', change_from: '100' });
      expect(card.status).toBe(422);
      expect(card.body.fields).toEqual({ change_from: 'cash_only' });
      for (const bad of ['abc', '-5', '1.234', 12]) {
        const res = await guestOrder({ change_from: bad });
        expect(res.status, String(bad)).toBe(422);
        expect(res.body.fields).toHaveProperty('change_from');
      }
      const after = Number(
        (
          await s.ctx.db
            .selectFrom('orders')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
      expect(after).toBe(before);
    });
  });
});
