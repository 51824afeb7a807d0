import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Schema } from '../../db/schema';
import type { AuditLogTable } from '../../db/schema-desk';

type Db = Kysely<Schema> | Transaction<Schema>;
export type AuditRow = Selectable<AuditLogTable>;

export async function insertEntry(db: Db, entry: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto('audit_log').values(entry).execute();
}

/** A page of the log, newest first, with the actor's name when the actor is a user. */
export async function findEntries(db: Db, paging: { limit: number; offset: number }) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('audit_log')
      .leftJoin('users', 'users.id', 'audit_log.actor_user_id')
      .selectAll('audit_log')
      .select(['users.name as actor_name', 'users.phone as actor_phone'])
      .orderBy('audit_log.id', 'desc')
      .limit(paging.limit)
      .offset(paging.offset)
      .execute(),
    db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
