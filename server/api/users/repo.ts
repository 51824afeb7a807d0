import type { Kysely, Selectable } from 'kysely';
import type { Schema } from '../../db/schema';
import type { AddressesTable } from '../../db/schema-customers';

type Db = Kysely<Schema>;
export type AddressRow = Selectable<AddressesTable>;
export type AddressFields = Pick<AddressRow, 'address' | 'apartment' | 'entrance' | 'floor' | 'comment' | 'latitude' | 'longitude'>;

export function listAddresses(db: Db, userId: number): Promise<AddressRow[]> {
  return db.selectFrom('addresses').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

export function findAddress(db: Db, userId: number, id: number): Promise<AddressRow | undefined> {
  return db.selectFrom('addresses').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export async function insertAddress(db: Db, userId: number, fields: AddressFields, now: Date): Promise<AddressRow> {
  return db.insertInto('addresses').values({ ...fields, user_id: userId, created_at: now.toISOString() })
    .returningAll().executeTakeFirstOrThrow();
}

/** Updates only the caller's own address; undefined when it is not theirs (or gone). */
export function updateAddress(db: Db, userId: number, id: number, fields: AddressFields): Promise<AddressRow | undefined> {
  return db.updateTable('addresses').set(fields).where('id', '=', id).where('user_id', '=', userId)
    .returningAll().executeTakeFirst();
}

export async function deleteAddress(db: Db, userId: number, id: number): Promise<boolean> {
  const res = await db.deleteFrom('addresses').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(res.numDeletedRows) === 1;
}

export async function updateProfile(db: Db, userId: number, profile: { name: string; surname: string; email: string }): Promise<void> {
  await db.updateTable('users').set(profile).where('id', '=', userId).execute();
}
