import type { Kysely, Transaction } from 'kysely';
import type { BackendDeps } from '../deps';
import type { Schema } from '../../db/schema';
import type { Dialect } from '../../db/connection';
import type { Address, User } from '../../../shared/api/types';
import { notFound, unauthorized } from '../../http/errors';
import { presentAddress, presentUser } from './present';
import * as repo from './repo';

type Db = Kysely<Schema> | Transaction<Schema>;
type Profile = { name: string; surname: string; email: string };

/** The signed-in customer's own data: profile and saved addresses. */
export function createUsersService(deps: BackendDeps) {
  const { db } = deps.database;

  return {
    profile: (userId: number): Promise<User> => userProfile(db, userId),

    // Only these three: phone and bonus are not the customer's to change.
    async updateProfile(userId: number, { name, surname, email }: Profile): Promise<User> {
      await repo.updateProfile(db, userId, { name, surname, email });
      return userProfile(db, userId);
    },

    /** A new address, or the customer's saved one changed when `id` is given. */
    async saveAddress(userId: number, id: number | undefined, fields: repo.AddressFields): Promise<Address> {
      const { address, apartment, entrance, floor, comment, latitude, longitude } = fields;
      const only = { address, apartment, entrance, floor, comment, latitude, longitude };
      const row =
        id === undefined ? await repo.insertAddress(db, userId, only, deps.now()) : await repo.updateAddress(db, userId, id, only);
      if (!row) throw notFound('address_not_found');
      return presentAddress(row);
    },

    /** Deletes one of the customer's addresses; the ones left. */
    async removeAddress(userId: number, id: number): Promise<Address[]> {
      if (!(await repo.deleteAddress(db, userId, id))) throw notFound('address_not_found');
      return (await repo.listAddresses(db, userId)).map(presentAddress);
    },
  };
}

// What other modules use of a customer: the profile (a sign-in answers with it), a saved address,
// the bonus balance and the locked row (an order), the bonus an operator's status change moves.

export async function userProfile(db: Db, userId: number): Promise<User> {
  const user = await repo.findUser(db, userId);
  if (!user) throw unauthorized();
  return presentUser(user, await repo.listAddresses(db, userId));
}

/** The delivery fields of one of the customer's saved addresses; undefined when it is not theirs. */
export async function savedAddress(db: Db, userId: number, id: number): Promise<repo.AddressFields | undefined> {
  const row = await repo.findAddress(db, userId, id);
  if (!row) return undefined;
  const { address, apartment, entrance, floor, comment, latitude, longitude } = row;
  return { address, apartment, entrance, floor, comment, latitude, longitude };
}

export const lockCustomer = (trx: Transaction<Schema>, dialect: Dialect, userId: number) => repo.lockUser(trx, dialect, userId);

/** Pays part of an order with the bonus; false when the balance is too small (nothing is taken then). */
export const spendBonus = (trx: Transaction<Schema>, userId: number, orderId: number, amount: number, now: Date) =>
  repo.debitBonus(trx, userId, orderId, amount, now);

export const creditBonus = (
  trx: Transaction<Schema>,
  userId: number,
  orderId: number,
  amount: number,
  reason: repo.BonusReason,
  now: Date,
) => repo.creditBonus(trx, userId, orderId, amount, reason, now);
