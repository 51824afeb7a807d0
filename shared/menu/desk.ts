import type { Locale } from '../locale';
import type { Station } from '../kitchen';
import type { MenuWindow } from '../menu-hours';

// What the desk's menu and content screens read (GET /desk/menu, GET /desk/content).

export type Texts = Record<Locale, string>;

/** A category as the desk edits it: the three languages side by side, what is missing flagged. */
export interface DeskCategory {
  id: number;
  name: Texts;
  image: string;
  archived: boolean;
  /** where its dishes are made on the kitchen display; null: the main kitchen */
  station: Station | null;
  /** served only in this window (shared/menu-hours.ts); null: always */
  hours: MenuWindow | null;
  missing: Locale[];
}

/**
 * Why the shop does not offer a dish now (the publish check, shared/choices.ts): a required choice
 * group with fewer orderable options than its minimum, named so the desk can say it.
 */
export interface NotOffered {
  group_id: number;
  group: Texts;
  min: number;
  orderable: number;
}

export interface DeskDish {
  id: number;
  category: number;
  unit: string;
  amount: number;
  /** "12.50" */
  price: string;
  image: string;
  name: Texts;
  description: Texts;
  archived: boolean;
  /** served only in this window, and its category's (shared/menu-hours.ts); null: always */
  hours: MenuWindow | null;
  /** languages the name or a (given) description lacks */
  missing: Locale[];
  /** the required choice groups it cannot be completed by now ([]: nothing keeps it off the shop) */
  not_offered: NotOffered[];
}

export interface DeskMenu {
  units: { code: string; name: Texts }[];
  categories: DeskCategory[];
  dishes: DeskDish[];
}

export interface DeskPage {
  slug: string;
  parent: string | null;
  listed: boolean;
  name: Texts;
  content: Texts;
}

export interface DeskPopup {
  url: Texts;
  image: Texts;
}

export interface DeskContent {
  pages: DeskPage[];
  popup: DeskPopup | null;
}
