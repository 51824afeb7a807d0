import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database, type Dialect } from '../../../server/db/connection';
import { migrateToLatest } from '../../../server/db/migrate';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export function testDialects(): Dialect[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

/**
 * A fresh migrated database for one test file: an in-memory SQLite, or a PostgreSQL schema of
 * its own (dropped on close) so files running in parallel never see each other's rows.
 */
export async function createTestDatabase(dialect: Dialect): Promise<Database> {
  if (dialect === 'sqlite') {
    const database = openDatabase({ kind: 'sqlite', file: ':memory:' });
    await migrateToLatest(database);
    return database;
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const database = openDatabase({ kind: 'postgres', url }, { schema });
  await migrateToLatest(database);
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop schema ${schema} cascade`);
      await cleanup.end();
    },
  };
}
