import type { Generated } from 'kysely';

// Choice groups and set meals (migration 012, shared/choices.ts). Flags are INTEGER 0/1.
type Flag = number;

export interface ChoiceGroupsTable {
  id: Generated<number>;
  name_tm: string;
  name_ru: string;
  name_en: string;
  /** at least this many options; 1 or more makes the group required */
  min_select: number;
  max_select: number;
  archived: Generated<Flag>;
}

export interface ChoiceOptionsTable {
  id: Generated<number>;
  group_id: number;
  name_tm: string;
  name_ru: string;
  name_en: string;
  /** the difference to the dish's price, integer minor units */
  price: number;
  is_default: Flag;
  /** a set meal's slot option: the dish it is; null for a plain option */
  product_id: number | null;
  sort_order: number;
  archived: Generated<Flag>;
}

export interface ProductChoiceGroupsTable {
  product_id: number;
  group_id: number;
  sort_order: number;
}

export interface OptionStopListTable {
  option_id: number;
  /** UTC ISO time it returns; null: until taken off */
  until: string | null;
  marked_at: string;
}

export interface ChoiceTables {
  choice_groups: ChoiceGroupsTable;
  choice_options: ChoiceOptionsTable;
  product_choice_groups: ProductChoiceGroupsTable;
  option_stop_list: OptionStopListTable;
}
