// Run as a separate process by tests/api/migrations.test.ts: migrate and seed one SQLite file.
import { openDatabase } from '../../server/db/connection';
import { migrateToLatest } from '../../server/db/migrate';
import { seedIfEmpty } from '../../server/db/seed';

const database = openDatabase({ kind: 'sqlite', file: process.argv[2] });
try {
  await migrateToLatest(database);
  const seeded = await seedIfEmpty(database);
  process.stdout.write(JSON.stringify({ seeded: seeded !== null }));
} finally {
  await database.close();
}
