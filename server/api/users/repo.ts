import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Schema } from '../../db/schema';
import type { Dialect } from '../../db/connection';
import type { AddressesTable, BonusLedgerTable } from '../../db/schema-customers';

type Db = Kysely<Schema> | Transaction<Schema>;
export type AddressRow = Selectable<AddressesTable>;
export type AddressFields = Pick<AddressRow, 'address' | 'apartment' | 'entrance' | 'floor' | 'comment' | 'latitude' | 'longitude'>;
export type BonusReason = BonusLedgerTable['reason'];

export function findUser(db: Db, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The customer's row, locked until the transaction ends: two checkouts of one basket (two tabs,
 * different idempotency keys) queue here, and the second then reads the basket the first emptied.
 * SQLite needs no lock: it runs one write transaction at a time.
 */
export function lockUser(trx: Transaction<Schema>, dialect: Dialect, userId: number) {
  return trx
    .selectFrom('users')
    .select(['name', 'surname', 'phone'])
    .where('id', '=', userId)
    .$if(dialect === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirstOrThrow();
}

export async function updateProfile(db: Db, userId: number, profile: { name: string; surname: string; email: string }): Promise<void> {
  await db.updateTable('users').set(profile).where('id', '=', userId).execute();
}

// The guarded update is the balance check: two orders cannot both spend the same bonus.
export async function debitBonus(db: Db, userId: number, orderId: number, amount: number, now: Date): Promise<boolean> {
  const res = await db
    .updateTable('users')
    .set((eb) => ({ bonus_amount: eb('bonus_amount', '-', amount) }))
    .where('id', '=', userId)
    .where('bonus_amount', '>=', amount)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return false;
  await db
    .insertInto('bonus_ledger')
    .values({
      user_id: userId,
      order_id: orderId,
      amount: -amount,
      reason: 'order_payment',
      created_at: now.toISOString(),
    })
    .execute();
  return true;
}

export async function creditBonus(db: Db, userId: number, orderId: number, amount: number, reason: BonusReason, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ bonus_amount: eb('bonus_amount', '+', amount) }))
    .where('id', '=', userId)
    .execute();
  await db
    .insertInto('bonus_ledger')
    .values({ user_id: userId, order_id: orderId, amount, reason, created_at: now.toISOString() })
    .execute();
}

export function listAddresses(db: Db, userId: number): Promise<AddressRow[]> {
  return db.selectFrom('addresses').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

export function findAddress(db: Db, userId: number, id: number): Promise<AddressRow | undefined> {
  return db.selectFrom('addresses').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export async function insertAddress(db: Db, userId: number, fields: AddressFields, now: Date): Promise<AddressRow> {
  return db
    .insertInto('addresses')
    .values({ ...fields, user_id: userId, created_at: now.toISOString() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Updates only the caller's own address; undefined when it is not theirs (or gone). */
export function updateAddress(db: Db, userId: number, id: number, fields: AddressFields): Promise<AddressRow | undefined> {
  return db.updateTable('addresses').set(fields).where('id', '=', id).where('user_id', '=', userId).returningAll().executeTakeFirst();
}

export async function deleteAddress(db: Db, userId: number, id: number): Promise<boolean> {
  const res = await db.deleteFrom('addresses').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(res.numDeletedRows) === 1;
}
