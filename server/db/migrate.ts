import { Migrator, type Kysely, type MigrationProvider } from 'kysely';
import type { Database } from './connection';
import { withExclusiveWrite } from './exclusive';
import { migrations } from './migrations/index';

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Brings the schema up to date. PostgreSQL: Kysely's advisory lock and a transaction per run.
 * SQLite: Kysely takes no lock there (it assumes one process), so the whole run happens inside
 * BEGIN IMMEDIATE — a second process waits, then finds nothing left to do; a failure rolls back.
 */
export async function migrateToLatest(database: Database): Promise<void> {
  const run = async (db: Kysely<any>) => {
    const migrator = new Migrator({ db, provider, ...(database.schema ? { migrationTableSchema: database.schema } : {}) });
    const { error, results } = await migrator.migrateToLatest();
    const failed = results?.find((r) => r.status === 'Error');
    if (error || failed) {
      throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  if (database.dialect === 'sqlite') await withExclusiveWrite(database, run);
  else await run(database.db);
}
