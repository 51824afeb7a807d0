import { create } from 'superstruct';
import type { Database } from './connection';
import { withExclusiveWrite } from './exclusive';
import { CatalogueFile } from './catalogue/format';
import { checkReferences } from './catalogue/references';
import { writeCatalogue, type WriteSummary } from './catalogue/write';
import { demoCatalogue } from './seed-data/demo-catalogue';

function checkedDemo(): CatalogueFile {
  const file = create(demoCatalogue, CatalogueFile);
  const problems = checkReferences(file);
  if (problems.length) throw new Error(`Demo catalogue is inconsistent: ${JSON.stringify(problems)}`);
  return file;
}

/** Writes the demo menu, pages and pop-up (ids are fixed, so running it again updates in place). */
export function seed(database: Database): Promise<WriteSummary> {
  const file = checkedDemo();
  return withExclusiveWrite(database, (db) => writeCatalogue(db, file));
}

/**
 * First start: a database with no categories gets the demo menu. The check runs under the write lock,
 * so two processes starting together seed once.
 */
export function seedIfEmpty(database: Database): Promise<WriteSummary | null> {
  const file = checkedDemo();
  return withExclusiveWrite(database, async (db) => {
    const row = await db
      .selectFrom('categories')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n) > 0 ? null : writeCatalogue(db, file);
  });
}
