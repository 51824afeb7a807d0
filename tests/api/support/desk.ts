import request from 'supertest';
import type { StaffRole } from '../../../shared/desk';
import type { Dialect } from '../../../server/db/connection';
import { API, accountsApp, addProduct, nextIp, nextPhone, type AccountsContext } from './accounts';

/** Makes a staff member (a user with a role, as `npm run staff:add` does) and signs them in at the desk. */
export async function signInStaff(ctx: AccountsContext, role: StaffRole, phone = nextPhone(), name = `Staff ${phone}`) {
  const existing = await ctx.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst();
  const userId =
    existing?.id ??
    (
      await ctx.db
        .insertInto('users')
        .values({
          name,
          surname: '',
          email: '',
          phone,
          bonus_amount: 0,
          phone_verified_at: null,
          created_at: ctx.clock.now().toISOString(),
          staff_role: role,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  await ctx.db.updateTable('users').set({ staff_role: role }).where('id', '=', userId).execute();
  const login = await request(ctx.app).post(`${API}/desk/login`).set('X-Forwarded-For', nextIp()).send({ phone });
  if (login.status !== 200) throw new Error(`desk login failed: ${login.status} ${JSON.stringify(login.body)}`);
  const verify = await request(ctx.app)
    .post(`${API}/desk/login/verify`)
    .send({ phone, otp: ctx.sms.lastCode(phone) });
  if (verify.status !== 200) throw new Error(`desk verify failed: ${verify.status} ${JSON.stringify(verify.body)}`);
  ctx.clock.advance(61_000);
  const token: string = verify.body.data.api_token;
  return { userId, phone, token, auth: { authorization: `Bearer ${token}` } };
}

let key = 0;
/** A guest order of `quantity` of the dish, placed now (asap), as the storefront places it. */
export async function guestOrder(ctx: AccountsContext, productId: number, quantity = 1, extra: Record<string, unknown> = {}) {
  const res = await request(ctx.app)
    .post(`${API}/orders-web`)
    .set('Idempotency-Key', `desk-guest-${++key}`)
    .send({
      name: 'Merjen',
      phone: '+99365999999',
      address: 'Bitarap Türkmenistan 12',
      payment_method: 'cash',
      delivery_time: 'asap',
      items: [{ product_id: productId, quantity }],
      ...extra,
    });
  if (res.status !== 201) throw new Error(`order failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id as number;
}

/** A shop with one dish (palow, 45.00) and a manager signed in: the busy-mode and pickup tests' set-up. */
export async function managerShop(dialect: Dialect) {
  const ctx = await accountsApp(dialect);
  const palow = await addProduct(ctx.db, 4500);
  const manager = await signInStaff(ctx, 'manager');
  return { ctx, palow, manager };
}
