// npm run catalogue:import -- menu.json
// Loads an operator's menu (docs/catalogue-import.md) into the configured database, all or nothing.
import fs from 'node:fs';
import { loadConfig } from '../config';
import { openDatabase } from './connection';
import { migrateToLatest } from './migrate';
import { importCatalogue } from './catalogue/import';

const MAX_SHOWN = 30;

async function main(argv: string[]): Promise<number> {
  const fileName = argv[0];
  if (!fileName || argv.length > 1) {
    console.error('Usage: npm run catalogue:import -- <file.json>');
    return 2;
  }
  let text: string;
  try {
    text = fs.readFileSync(fileName, 'utf8');
  } catch (err) {
    console.error(`Cannot read ${fileName}: ${(err as Error).message}`);
    return 2;
  }
  const database = openDatabase(loadConfig().database);
  try {
    await migrateToLatest(database);
    const result = await importCatalogue(database, text);
    if (!result.ok) {
      console.error(`${fileName} was not imported; the catalogue is unchanged. ${result.problems.length} problem(s):`);
      for (const p of result.problems.slice(0, MAX_SHOWN))
        console.error(`  ${fileName}:${p.line}: ${p.field || '(file)'}: ${p.message} [${p.code}]`);
      if (result.problems.length > MAX_SHOWN) console.error(`  …and ${result.problems.length - MAX_SHOWN} more`);
      return 1;
    }
    const s = result.summary;
    console.log(
      `Imported ${s.categories} categories, ${s.products} products and ${s.units} units` +
        `${s.pages === null ? '' : `, ${s.pages} pages`}; ${s.archivedProducts} product(s) no longer in the file were hidden.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
