import {
  array,
  boolean,
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
import { parseMoney } from '../../../shared/money';

// The catalogue file (docs/catalogue-import.md): what an operator writes and what the seed is made of.

const Text = (maxLength: number) => size(trimmed(string()), 1, maxLength);
const Localized = (maxLength: number) => type({ tm: Text(maxLength), ru: Text(maxLength), en: Text(maxLength) });
const LocalizedOptional = (maxLength: number) =>
  type({ tm: size(string(), 0, maxLength), ru: size(string(), 0, maxLength), en: size(string(), 0, maxLength) });
const Id = max(min(integer(), 1), 2_147_483_647);
/** A path the storefront serves ("/images/menu/palow.svg") or an https URL. */
const Image = pattern(size(string(), 1, 500), /^(\/[\w\-./]*|https:\/\/\S+)$/);
const Link = pattern(size(string(), 1, 500), /^(\/\S*|https:\/\/\S+)$/);
/** "45.00", "45" or 45: read without floating point into minor units. */
const Price = refine(union([string(), number()]), 'price', (v) => (parseMoney(v) === null ? 'must be an amount like 45.00' : true));
const Code = pattern(string(), /^[a-z][a-z0-9_-]{0,19}$/);
const Slug = pattern(size(string(), 1, 100), /^[a-z0-9]+(?:-[a-z0-9]+)*$/);

export const UnitEntry = type({ code: Code, name: Localized(20) });

export const CategoryEntry = type({ id: Id, name: Localized(100), image: Image });

export const ProductEntry = type({
  id: Id,
  category: Id,
  unit: Code,
  amount: max(min(integer(), 0), 1_000_000),
  price: Price,
  image: Image,
  name: Localized(150),
  description: LocalizedOptional(2000),
});

export const PageEntry = type({
  slug: Slug,
  parent: optional(nullable(Slug)),
  /** true: shown in the header's page list */
  listed: optional(boolean()),
  name: Localized(100),
  /** HTML; cleaned of scripts and unknown tags when imported */
  content: LocalizedOptional(100_000),
});

const LinkPerLocale = type({ tm: Link, ru: Link, en: Link });
export const PopupEntry = type({ url: LinkPerLocale, image: LinkPerLocale });

export const CatalogueFile = type({
  units: size(array(UnitEntry), 1, 100),
  categories: size(array(CategoryEntry), 1, 1000),
  products: size(array(ProductEntry), 0, 10_000),
  /** left out: pages stay as they are; given: they replace all pages */
  pages: optional(size(array(PageEntry), 0, 500)),
  /** left out: unchanged; null: no pop-up; an object: this pop-up */
  popup: optional(nullable(PopupEntry)),
});

export type CatalogueFile = Infer<typeof CatalogueFile>;
export type ProductEntry = Infer<typeof ProductEntry>;
export type PageEntry = Infer<typeof PageEntry>;
