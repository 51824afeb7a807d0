import { array, nullable, optional, size, type, type Infer } from 'superstruct';
import { CategoryFields, DishFields, Localized, MenuId, PageFields, PopupBody, UnitCode } from '../../../shared/schemas/menu';
import { GroupBody, OptionFields } from '../../../shared/schemas/choices';
import { MAX_DISH_GROUPS, MAX_GROUP_OPTIONS } from '../../../shared/choices';

// The catalogue file (docs/catalogue-import.md): what an operator writes and what the seed is made of.
// Its field rules are the desk's too (shared/schemas/menu.ts): a dish the desk refuses, the file refuses.

export const UnitEntry = type({ code: UnitCode, name: Localized(20) });

export const CategoryEntry = type({ id: MenuId, ...CategoryFields });

/** `groups`: the dish's choice groups by id, in the order shown (read only when the file has `choice_groups`). */
export const ProductEntry = type({ id: MenuId, ...DishFields, groups: optional(size(array(MenuId), 0, MAX_DISH_GROUPS)) });

/** An option of a group; `product`: a set meal's slot option is that dish. */
export const OptionEntry = type({ id: MenuId, ...OptionFields });

/** A choice group (reusable: any number of dishes name it); min/max as the desk sets them. */
export const GroupEntry = type({
  id: MenuId,
  name: GroupBody.schema.name,
  min: GroupBody.schema.min,
  max: GroupBody.schema.max,
  options: size(array(OptionEntry), 0, MAX_GROUP_OPTIONS),
});

export const PageEntry = type(PageFields);

export const PopupEntry = PopupBody;

export const CatalogueFile = type({
  units: size(array(UnitEntry), 1, 100),
  categories: size(array(CategoryEntry), 1, 1000),
  products: size(array(ProductEntry), 0, 10_000),
  /** left out: groups and dishes' attachments stay as they are; given: groups matched by id, the missing ones archived */
  choice_groups: optional(size(array(GroupEntry), 0, 1000)),
  /** left out: pages stay as they are; given: they replace all pages */
  pages: optional(size(array(PageEntry), 0, 500)),
  /** left out: unchanged; null: no pop-up; an object: this pop-up */
  popup: optional(nullable(PopupEntry)),
});

export type CatalogueFile = Infer<typeof CatalogueFile>;
export type ProductEntry = Infer<typeof ProductEntry>;
export type PageEntry = Infer<typeof PageEntry>;
export type GroupEntry = Infer<typeof GroupEntry>;
