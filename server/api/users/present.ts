import type { Selectable } from 'kysely';
import type { UsersTable } from '../../db/schema-customers';
import type { Address, User } from '../../../shared/api/types';
import { formatMoney } from '../../../shared/money';
import type { AddressRow } from './repo';
import { addressFields } from '../address-fields';

export function presentAddress(row: AddressRow): Address {
  return { id: row.id, ...addressFields(row) };
}

/** The user as the contract shows it: `username` is the phone, money as "12.50". */
export function presentUser(user: Selectable<UsersTable>, addresses: AddressRow[]): User {
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
