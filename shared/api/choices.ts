// Choice groups and set meals as the API carries them (issue 36). Money travels as "45.00"; the rule
// (shared/choices.ts) reads minor units, and toRuleGroups turns one into the other.
import type { Locale } from '../locale';
import type { RuleGroup, PublishProblem } from '../choices';
import { parseMoney } from '../money';

type Names = { [L in Locale as `name_${L}`]: string };

/** One option of a group, in the storefront's dish data. */
export interface ChoiceOption extends Names {
  id: number;
  /** the difference to the dish's price, "5.00" (zero allowed) */
  price: string;
  is_default: boolean;
  /** orderable now (not on the stop-list; a set meal's option: its dish on sale and not sold out) */
  available: boolean;
  /** a set meal's slot option is a dish: its id (null for a plain option) */
  product_id: number | null;
  /** the dish's photo for a set meal's option; '' otherwise */
  image: string;
}

/** A dish's group, in order, with its options in order. Required when min >= 1. */
export interface ChoiceGroup extends Names {
  id: number;
  min: number;
  max: number;
  required: boolean;
  options: ChoiceOption[];
}

/**
 * What the dish's page and modal read beside the Product (GET /products/{id}): its groups, and whether
 * it can be ordered at all (the publish check). A dish without groups has `groups: []`.
 */
export interface DishChoices {
  groups: ChoiceGroup[];
  /** false: a required group has too few orderable options; the storefront does not offer it */
  orderable: boolean;
  /** the cheapest way to complete it, "35.00": the card's "from" price */
  from_price: string;
}

/** A choice on a basket or order line, with what it cost then. Names in all three languages (orders keep them). */
export interface LineChoice extends Names {
  option_id: number;
  group_id: number;
  group_name_tm: string;
  group_name_ru: string;
  group_name_en: string;
  /** "5.00", the difference it added to the unit price */
  price: string;
  /** a set meal's dish; null for a plain option */
  product_id: number | null;
}

/** A basket line's choices part (BasketLine.basket): its key, what was chosen and the unit price with it. */
export interface BasketLineChoices {
  /** the line's identity (shared/choices.ts lineKey): "12" or "12_3_7" */
  key: string;
  choices: LineChoice[];
  /** the dish's price plus its choices, "40.00" */
  unit_price: string;
}

/** The rule's view of the API's groups. */
export function toRuleGroups(groups: readonly ChoiceGroup[]): RuleGroup[] {
  return groups.map((g) => ({
    id: g.id,
    min: g.min,
    max: g.max,
    options: g.options.map((o) => ({ id: o.id, price: parseMoney(o.price) ?? 0, is_default: o.is_default, available: o.available })),
  }));
}

// ——— the desk (GET /desk/menu/groups) ———

type Texts = Record<Locale, string>;

export interface DeskChoiceOption {
  id: number;
  name: Texts;
  price: string;
  is_default: boolean;
  /** a set meal's dish; null for a plain option */
  product_id: number | null;
  archived: boolean;
  /** on the stop-list now */
  sold_out: boolean;
  /** UTC ISO time it returns; null while on sale or until taken off by hand */
  until: string | null;
  missing: Locale[];
}

export interface DeskChoiceGroup {
  id: number;
  name: Texts;
  min: number;
  max: number;
  archived: boolean;
  options: DeskChoiceOption[];
  /** the dishes it is attached to (a group is reusable) */
  dish_ids: number[];
  missing: Locale[];
}

/** A dish's groups in the desk, and why it cannot be ordered when it cannot. */
export interface DeskDishChoices {
  dish_id: number;
  group_ids: number[];
  /** empty: orderable */
  problems: PublishProblem[];
}

export interface DeskChoices {
  groups: DeskChoiceGroup[];
  dishes: DeskDishChoices[];
}
