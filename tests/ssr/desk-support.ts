import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Schema } from '../../server/db/schema';
import type { StaffRole } from '../../shared/desk';
import type { Storefront } from './support';

let phones = 0;

/** A staff member of `role`, signed in through the desk's API: the desk cookie's value. */
export async function deskSession(shop: Storefront, role: StaffRole): Promise<string> {
  const phone = `6571${String(++phones).padStart(4, '0')}`;
  await (shop.db as Kysely<Schema>)
    .insertInto('users')
    .values({
      name: role,
      surname: '',
      email: '',
      phone,
      bonus_amount: 0,
      phone_verified_at: null,
      created_at: new Date().toISOString(),
      staff_role: role,
    })
    .execute();
  const post = (path: string, body: unknown) =>
    fetch(`${shop.url}/back/api/v1${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  expect((await post('/desk/login', { phone })).status).toBe(200);
  const verify = await post('/desk/login/verify', { phone, otp: shop.sms.lastCode(phone) });
  return ((await verify.json()) as { data: { api_token: string } }).data.api_token;
}
