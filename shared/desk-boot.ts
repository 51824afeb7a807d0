import type { Locale } from './locale';
import type { PublicConfig } from './public-config';

/** What the desk's page (server/ssr/desk-page.ts) hands its script (client/entry-desk.tsx). */
export interface DeskBoot {
  locale: Locale;
  dict: Record<string, unknown>;
  config: PublicConfig;
  buildId: string;
}

/** The element the desk renders into. */
export const DESK_ROOT_ID = 'desk-root';

/** The global the desk's page puts its early reads in (server/ssr/desk-early.ts), by URL. */
export const DESK_EARLY_GLOBAL = '__DESK_EARLY__';
