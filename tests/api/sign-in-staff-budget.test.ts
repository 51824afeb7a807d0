import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, accountsApp, nextIp, nextPhone, type AccountsContext } from './support/accounts';
import { signInStaff } from './support/desk';
import { testDatabases } from '../helpers/database';

// Issue 37's audit: the shop-wide hourly SMS budget is filled by shoppers (or by someone registering
// made-up phones from many addresses: a new phone is no "miss"); a manager starting the evening shift
// must still get a code, or nobody accepts the orders. Staff codes count in the budget, never refused by it.
describe.each(testDatabases())('staff sign-in past a full SMS budget (%s)', (dialect) => {
  let ctx: AccountsContext;
  beforeAll(async () => {
    ctx = await accountsApp(dialect, { SMS_HOURLY_BUDGET: '2' });
  });
  afterAll(() => ctx.close());

  const register = (phone: string) =>
    request(ctx.app)
      .post(`${API}/register`)
      .set('X-Forwarded-For', nextIp())
      .send({ name: 'Aýna', surname: 'Orazowa', phone, email: 'ayna@example.tm' });

  it('a shopper is refused once the hour is full; a staff member signs in, and the budget counts the code', async () => {
    expect((await register(nextPhone())).status).toBe(200);
    expect((await register(nextPhone())).status).toBe(200);
    const refused = await register(nextPhone());
    expect([refused.status, refused.body.error]).toEqual([503, 'sms_budget_reached']);

    const manager = await signInStaff(ctx, 'manager');
    const budget = await request(ctx.app).get(`${API}/desk/sms-budget`).set(manager.auth);
    expect(budget.body.data).toMatchObject({ budget: 2, sent: 2, reached: true });
    expect(ctx.sms.sent.filter((s) => s.phone.endsWith(manager.phone))).toHaveLength(1);
    // still full for the shoppers
    expect((await register(nextPhone())).status).toBe(503);
  });

  it('a phone that is not staff gets no code past the budget through the desk’s sign-in', async () => {
    const stranger = nextPhone();
    const asked = await request(ctx.app).post(`${API}/desk/login`).set('X-Forwarded-For', nextIp()).send({ phone: stranger });
    expect([asked.status, asked.body.error]).toEqual([404, 'staff_not_found']);
    expect(ctx.sms.sent.filter((s) => s.phone === stranger)).toEqual([]);
  });
});
