import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** names this run's PostgreSQL test schemas: t_<run>_<random> (tests/helpers/database.ts) */
    schemaRun: string;
  }
}

/**
 * The PostgreSQL test schemas are dropped once, after every test file has finished, not by each file
 * as it ends. Kysely's migrator reads the catalogue of every schema in the database before it takes
 * its lock (pg_get_serial_sequence over each table's qualified name), so a file dropping its schema
 * at that moment failed another file's migration with "schema t_… does not exist" (seen once in CI).
 * Only this run's schemas go: another run on the same database keeps its own.
 */
export default function setup(project: TestProject) {
  const run = randomBytes(4).toString('hex');
  project.provide('schemaRun', run);
  return async function teardown() {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) return;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>('select nspname as name from pg_namespace where nspname like $1', [
        `t\\_${run}\\_%`,
      ]);
      for (const { name } of rows) await client.query(`drop schema "${name}" cascade`);
    } finally {
      await client.end();
    }
  };
}
