import type { CatalogueTables } from './schema-catalogue';
import type { CustomerTables } from './schema-customers';
import type { DeskTables } from './schema-desk';
import type { ShopperTables } from './schema-shopper';
import type { RulesTables } from './schema-rules';
import type { ZoneTables } from './schema-zones';
import type { PrintingTables } from './schema-printing';
import type { ChoiceTables } from './schema-choices';

export type Schema = CatalogueTables &
  CustomerTables &
  DeskTables &
  ShopperTables &
  RulesTables &
  ZoneTables &
  PrintingTables &
  ChoiceTables;
