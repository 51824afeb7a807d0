// npm run db:seed — migrates the configured database and writes the demo catalogue into it.
import { loadConfig } from '../config';
import { openDatabase } from './connection';
import { migrateToLatest } from './migrate';
import { seed } from './seed';

const config = loadConfig();
const database = openDatabase(config.database);
try {
  await migrateToLatest(database);
  const summary = await seed(database);
  console.log(`Seeded ${summary.categories} categories, ${summary.products} products, ${summary.pages ?? 0} pages.`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await database.close();
}
