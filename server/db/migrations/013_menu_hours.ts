import type { Kysely } from 'kysely';

// Menus by the hour (shared/menu-hours.ts): a category or a dish served only on chosen weekdays
// between two clock times. Weekdays as a bit mask (Monday the lowest bit), from/until as minutes of
// the Ashgabat day (until below from: past midnight). All three null: always served.

const TABLES = ['categories', 'products'] as const;
const COLUMNS = ['hours_days', 'hours_from', 'hours_until'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    for (const column of COLUMNS) await db.schema.alterTable(table).addColumn(column, 'integer').execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    for (const column of COLUMNS) await db.schema.alterTable(table).dropColumn(column).execute();
  }
}
