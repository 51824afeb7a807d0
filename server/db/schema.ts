import type { CatalogueTables } from './schema-catalogue';
import type { CustomerTables } from './schema-customers';

export type Schema = CatalogueTables & CustomerTables;
