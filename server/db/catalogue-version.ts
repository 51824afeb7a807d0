import type { Kysely } from 'kysely';
import type { Schema } from './schema';

// Every write to the catalogue (seed, import) bumps this setting; each server process compares it
// with the version its response cache was built from, so an import made by the CLI in another
// process reaches every server within the cache's re-check interval.
const KEY = 'catalogue_version';

export async function readCatalogueVersion(db: Kysely<Schema>): Promise<string> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', KEY).executeTakeFirst();
  return row?.value ?? '0';
}

export async function bumpCatalogueVersion(db: Kysely<Schema>, now = new Date()): Promise<string> {
  const value = `${now.getTime().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  await db
    .insertInto('settings')
    .values({ key: KEY, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
  return value;
}
