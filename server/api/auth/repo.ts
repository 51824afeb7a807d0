import { sql, type Kysely, type Selectable } from 'kysely';
import type { Schema } from '../../db/schema';
import type { SignInCodesTable, UsersTable } from '../../db/schema-customers';

export type UserRow = Selectable<UsersTable>;
export type CodeRow = Selectable<SignInCodesTable>;
type Db = Kysely<Schema>;

export const MAX_CODE_ATTEMPTS = 5;

export function findUserByPhone(db: Db, phone: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst();
}

export function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface NewUser {
  name: string;
  surname: string;
  email: string;
  phone: string;
}

/** Creates the user, or refreshes the details of a registration whose phone was never confirmed. */
export async function upsertUnverifiedUser(db: Db, user: NewUser, now: Date): Promise<number | null> {
  const row = await db
    .insertInto('users')
    // the four columns by name: whatever else the caller's object carries never reaches the INSERT
    .values({
      name: user.name,
      surname: user.surname,
      email: user.email,
      phone: user.phone,
      bonus_amount: 0,
      phone_verified_at: null,
      created_at: now.toISOString(),
    })
    .onConflict((oc) =>
      oc
        .column('phone')
        .doUpdateSet({ name: user.name, surname: user.surname, email: user.email })
        .where('users.phone_verified_at', 'is', null),
    )
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** A new code voids every earlier unused one for the phone. */
export async function storeCode(
  db: Db,
  phone: string,
  codeHash: string,
  purpose: CodeRow['purpose'],
  now: Date,
  ttlSeconds: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('sign_in_codes')
      .set({ used_at: now.toISOString() })
      .where('phone', '=', phone)
      .where('used_at', 'is', null)
      .execute();
    // codes are worthless after 5 minutes; a day's worth is kept for support questions
    await trx
      .deleteFrom('sign_in_codes')
      .where('created_at', '<', new Date(now.getTime() - 86_400_000).toISOString())
      .execute();
    await trx
      .insertInto('sign_in_codes')
      .values({
        phone,
        code_hash: codeHash,
        purpose,
        expires_at: new Date(now.getTime() + ttlSeconds * 1000).toISOString(),
        attempts: 0,
        used_at: null,
        created_at: now.toISOString(),
      })
      .execute();
  });
}

export async function voidCodes(db: Db, phone: string, now: Date): Promise<void> {
  await db
    .updateTable('sign_in_codes')
    .set({ used_at: now.toISOString() })
    .where('phone', '=', phone)
    .where('used_at', 'is', null)
    .execute();
}

/**
 * Spends one try on the phone's live code and returns it, or undefined when there is
 * no live code or its tries are used up. The guarded update makes parallel guesses count.
 */
export async function takeAttempt(db: Db, phone: string, now: Date): Promise<CodeRow | undefined> {
  const nowIso = now.toISOString();
  const live = await db
    .selectFrom('sign_in_codes')
    .select('id')
    .where('phone', '=', phone)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!live) return undefined;
  return db
    .updateTable('sign_in_codes')
    .set({ attempts: sql`attempts + 1` })
    .where('id', '=', live.id)
    .where('used_at', 'is', null)
    .where('attempts', '<', MAX_CODE_ATTEMPTS)
    .returningAll()
    .executeTakeFirst();
}

/** Marks the code used; false when a parallel request used it first. */
export async function consumeCode(db: Db, id: number, now: Date): Promise<boolean> {
  const res = await db
    .updateTable('sign_in_codes')
    .set({ used_at: now.toISOString() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function markPhoneVerified(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ phone_verified_at: now.toISOString() })
    .where('id', '=', userId)
    .where('phone_verified_at', 'is', null)
    .execute();
}
