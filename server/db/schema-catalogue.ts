import type { Generated } from 'kysely';

// Booleans are INTEGER 0/1 so one column type works on SQLite and PostgreSQL.
type Flag = number;

export interface UnitsTable {
  id: Generated<number>;
  /** stable key used by the import file: g, ml, pcs, portion */
  code: string;
  name_tm: string;
  name_ru: string;
  name_en: string;
}

export interface CategoriesTable {
  id: Generated<number>;
  name_tm: string;
  name_ru: string;
  name_en: string;
  image: string;
  sort_order: number;
  /** hidden from the shop; kept because products, baskets and orders may still point at it */
  archived: Generated<Flag>;
  /** where its dishes are made (migration 008, shared/kitchen.ts); null: the main kitchen */
  station: Generated<string | null>;
  /** served only in this window (migration 013, shared/menu-hours.ts): weekday bit mask, minutes; null: always */
  hours_days: Generated<number | null>;
  hours_from: Generated<number | null>;
  hours_until: Generated<number | null>;
}

export interface ProductsTable {
  id: Generated<number>;
  category_id: number;
  unit_id: number;
  name_tm: string;
  name_ru: string;
  name_en: string;
  description_tm: string;
  description_ru: string;
  description_en: string;
  /** integer minor units: 4500 is 45.00 tmt */
  price: number;
  amount: number;
  image: string;
  sort_order: number;
  archived: Generated<Flag>;
  /** folded names, " word word " (see shared/search/fold.ts) */
  search_name: string;
  /** consonant skeletons of those words */
  search_name_keys: string;
  search_description: string;
  search_description_keys: string;
  /** served only in this window (migration 013, shared/menu-hours.ts): weekday bit mask, minutes; null: always */
  hours_days: Generated<number | null>;
  hours_from: Generated<number | null>;
  hours_until: Generated<number | null>;
}

export interface PagesTable {
  id: Generated<number>;
  parent_id: number | null;
  slug: string;
  name_tm: string;
  name_ru: string;
  name_en: string;
  /** HTML, sanitised before it is written */
  content_tm: string;
  content_ru: string;
  content_en: string;
  /** 1 = shown in the header list of GET /pages */
  listed: Flag;
  sort_order: number;
}

export interface PopupSliderTable {
  id: Generated<number>;
  url_tm: string;
  url_ru: string;
  url_en: string;
  image_tm: string;
  image_ru: string;
  image_en: string;
  active: Flag;
}

export interface SettingsTable {
  key: string;
  value: string;
}

export interface CatalogueTables {
  units: UnitsTable;
  categories: CategoriesTable;
  products: ProductsTable;
  pages: PagesTable;
  popup_slider: PopupSliderTable;
  settings: SettingsTable;
}
