import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database, type Dialect } from '../../server/db/connection';
import { migrateToLatest } from '../../server/db/migrate';
import { seed } from '../../server/db/seed';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export function testDatabases(): Dialect[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

export interface TestDatabaseOptions {
  /** write the demo catalogue (10 categories, 51 dishes, 6 choice groups, pages, pop-up) */
  seed?: boolean;
}

async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * A fresh migrated database for one test file: an in-memory SQLite (nothing to clean up), or a
 * PostgreSQL schema of its own, so files running in parallel never meet. The schemas are dropped
 * when the whole run is over (tests/setup/pg-schemas.ts), never while another file migrates.
 */
export async function createTestDatabase(dialect: Dialect, options: TestDatabaseOptions = {}): Promise<Database> {
  let database: Database;
  if (dialect === 'sqlite') {
    database = openDatabase({ kind: 'sqlite', file: ':memory:' });
  } else {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    const schema = `t_${inject('schemaRun')}_${randomBytes(6).toString('hex')}`;
    await adminQuery(url, `create schema ${schema}`);
    database = openDatabase({ kind: 'postgres', url }, { schema });
  }
  await migrateToLatest(database);
  if (options.seed) await seed(database);
  return database;
}
