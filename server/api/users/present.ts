import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { Address, User } from '../../../shared/api/types';
import { formatMoney } from '../../../shared/money';
import { unauthorized } from '../../http/errors';
import { listAddresses, type AddressRow } from './repo';
import { addressFields } from '../address-fields';

export function presentAddress(row: AddressRow): Address {
  return { id: row.id, ...addressFields(row) };
}

/** The user as the contract shows it: `username` is the phone, money as "12.50". */
export async function presentUser(db: Kysely<Schema>, userId: number): Promise<User> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) throw unauthorized();
  const addresses = await listAddresses(db, userId);
  return {
    id: user.id,
    name: user.name,
    surname: user.surname,
    email: user.email,
    username: user.phone,
    bonus_amount: formatMoney(user.bonus_amount),
    address: addresses.map(presentAddress),
  };
}
