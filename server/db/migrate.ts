import { Migrator, type MigrationProvider } from 'kysely';
import type { Database } from './connection';
import { migrations } from './migrations/index';

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; Kysely's migration lock keeps two processes from migrating at once. */
export async function migrateToLatest({ db }: Database): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
