import { sql, type Kysely } from 'kysely';
import type { Database } from './connection';
import type { Schema } from './schema';

// Arbitrary constant naming "the catalogue/migration writer" for PostgreSQL advisory locks.
const PG_LOCK_KEY = 74_193_001;

/**
 * Runs `work` as one all-or-nothing transaction that no other process can interleave with:
 * SQLite takes the database write lock up front (BEGIN IMMEDIATE waits on busy_timeout instead of
 * failing half-way on a lock upgrade); PostgreSQL serialises writers on an advisory lock.
 * Used by migrations on SQLite, the seed and the catalogue import.
 */
export async function withExclusiveWrite<T>(database: Database, work: (db: Kysely<Schema>) => Promise<T>): Promise<T> {
  if (database.dialect === 'postgres') {
    return database.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${PG_LOCK_KEY})`.execute(trx);
      return work(trx);
    });
  }
  // One pinned connection: better-sqlite3 has a single connection, and holding it keeps this
  // process's other queries from landing inside the transaction.
  return database.db.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    try {
      const result = await work(conn);
      await sql`commit`.execute(conn);
      return result;
    } catch (err) {
      await sql`rollback`.execute(conn);
      throw err;
    }
  });
}
