import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';
import type { Dialect } from './connection';

/** Which engine a Kysely instance talks to; migrations only get the Kysely. */
export function dialectOf(db: Kysely<any>): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/**
 * Adds an auto-numbered integer primary key `id`: SQLite's INTEGER PRIMARY KEY AUTOINCREMENT
 * (ids never reused) or PostgreSQL's identity column (BY DEFAULT so seeds may give explicit ids).
 */
export function withId<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>): CreateTableBuilder<T, 'id'> {
  const pg = dialectOf(db) === 'postgres';
  return table.addColumn('id', 'integer', (c: ColumnDefinitionBuilder) =>
    pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
  );
}

/** After rows were written with explicit ids, moves PostgreSQL's identity past them (SQLite needs nothing). */
export async function syncIdSequence(db: Kysely<any>, table: string): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(
    db,
  );
}
