import type { Locale } from './locale';
import type { PublicConfig } from './public-config';

/** What the desk's page (server/ssr/desk-page.ts) hands its script (client/entry-desk.tsx). */
export interface DeskBoot {
  locale: Locale;
  dict: Record<string, unknown>;
  config: PublicConfig;
  buildId: string;
}

/**
 * The dictionary groups the desk's code names (its own `desk` and `desk_…` groups, and the shared
 * ones its screens use: addresses, sign-in, order statuses, errors, the shell's language names): the
 * desk's document carries these only, not the storefront's words (issue 37: 33 KB of a signed-in
 * desk's HTML was the whole dictionary). server/ssr/desk-dictionary.test.ts checks the list against
 * every word the desk's modules name.
 */
export const DESK_DICTIONARY_GROUPS = [
  'desk',
  'desk_choices',
  'desk_content',
  'desk_kitchen',
  'desk_menu',
  'desk_menu_hours',
  'desk_rules',
  'desk_zones',
  'address',
  'auth',
  'chunk_errors',
  'failed',
  'field_errors',
  'network_error',
  'order_status',
  'search',
  'shell',
  'some_error_occured',
  'zones',
] as const;

/** The desk's part of a language's dictionary (DESK_DICTIONARY_GROUPS). */
export function deskDictionary(dict: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(DESK_DICTIONARY_GROUPS.filter((group) => group in dict).map((group) => [group, dict[group]]));
}

/** The element the desk renders into. */
export const DESK_ROOT_ID = 'desk-root';

/** The global the desk's page puts its early reads in (server/ssr/desk-early.ts), by URL. */
export const DESK_EARLY_GLOBAL = '__DESK_EARLY__';
