import {
  boolean,
  enums,
  integer,
  max,
  min,
  nullable,
  number,
  optional,
  pattern,
  refine,
  size,
  string,
  trimmed,
  type,
  union,
  type Infer,
} from 'superstruct';
import { parseMoney } from '../money';
import { staffLink } from '../navigation';
import { STATIONS } from '../kitchen';

// The menu's field rules, one definition for the JSON import (server/db/catalogue/format.ts), the
// desk's API (server/api/menu) and the desk's forms.

const Text = (maxLength: number) => size(trimmed(string()), 1, maxLength);
const AnyText = (maxLength: number) => size(trimmed(string()), 0, maxLength);

/** All three languages, each filled. */
export const Localized = (maxLength: number) => type({ tm: Text(maxLength), ru: Text(maxLength), en: Text(maxLength) });

/** All three keys present, at least one language filled: a missing translation is flagged in the desk, never shown empty. */
export const LocalizedName = (maxLength: number) =>
  refine(type({ tm: AnyText(maxLength), ru: AnyText(maxLength), en: AnyText(maxLength) }), 'name', (v) =>
    v.tm.trim() || v.ru.trim() || v.en.trim() ? true : 'needs a name in at least one language',
  );

export const LocalizedOptional = (maxLength: number) =>
  type({ tm: size(string(), 0, maxLength), ru: size(string(), 0, maxLength), en: size(string(), 0, maxLength) });

export const MenuId = max(min(integer(), 1), 2_147_483_647);

/** A path the storefront serves ("/images/menu/palow.svg", "/media/….webp") or an https URL. */
export const Image = pattern(size(string(), 1, 500), /^(\/(?!\/)[\w\-./]*|https:\/\/\S+)$/);
/** Where a staff-entered link may lead: a path on this shop, or another site as https:// (see staffLink). */
export const Link = refine(size(string(), 1, 500), 'link', (v) =>
  staffLink(v) ? true : 'must be a path on this shop or an https:// link',
);

/** "45.00", "45" or 45: read without floating point into minor units. */
export const Price = refine(union([string(), number()]), 'price', (v) => (parseMoney(v) === null ? 'must be an amount like 45.00' : true));
export const UnitCode = pattern(string(), /^[a-z][a-z0-9_-]{0,19}$/);
export const Slug = pattern(size(string(), 1, 100), /^[a-z0-9]+(?:-[a-z0-9]+)*$/);
export const Amount = max(min(integer(), 0), 1_000_000);

export const CATEGORY_NAME_MAX = 100;
export const DISH_NAME_MAX = 150;
export const DISH_DESCRIPTION_MAX = 2000;

/** A category as the import file and the desk give it. */
export const CategoryFields = {
  name: LocalizedName(CATEGORY_NAME_MAX),
  image: Image,
};

/** A dish as the import file and the desk give it (the file adds its own id). */
export const DishFields = {
  category: MenuId,
  unit: UnitCode,
  amount: Amount,
  price: Price,
  image: Image,
  name: LocalizedName(DISH_NAME_MAX),
  description: LocalizedOptional(DISH_DESCRIPTION_MAX),
};

export const CategoryBody = type(CategoryFields);
export type CategoryInput = Infer<typeof CategoryBody>;

export const DishBody = type(DishFields);
export type DishInput = Infer<typeof DishBody>;

/** A change to a dish or category: only the fields sent change; archived takes it off (or back on) the menu. */
export const CategoryPatch = type({
  name: optional(CategoryFields.name),
  image: optional(CategoryFields.image),
  archived: optional(boolean()),
  /** the kitchen display's station for its dishes; null: the main kitchen */
  station: optional(nullable(enums(STATIONS))),
});
export const DishPatch = type({
  category: optional(DishFields.category),
  unit: optional(DishFields.unit),
  amount: optional(DishFields.amount),
  price: optional(DishFields.price),
  image: optional(DishFields.image),
  name: optional(DishFields.name),
  description: optional(DishFields.description),
  archived: optional(boolean()),
});
export type CategoryChange = Infer<typeof CategoryPatch>;
export type DishChange = Infer<typeof DishPatch>;

export const MoveBody = type({ direction: enums(['up', 'down'] as const) });

export const PageFields = {
  slug: Slug,
  parent: optional(nullable(Slug)),
  /** true: shown in the header's page list */
  listed: optional(boolean()),
  name: Localized(100),
  /** HTML; cleaned of scripts and unknown tags when written */
  content: LocalizedOptional(100_000),
};
export const PageBody = type(PageFields);
export type PageInput = Infer<typeof PageBody>;

const LinkPerLocale = type({ tm: Link, ru: Link, en: Link });
export const PopupBody = type({ url: LinkPerLocale, image: LinkPerLocale });
export type PopupInput = Infer<typeof PopupBody>;
