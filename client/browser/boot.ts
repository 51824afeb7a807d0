import type { DehydratedState } from '@tanstack/react-query';
import type { Locale } from '../../shared/locale';
import type { PublicConfig } from '../../shared/public-config';
import type { Dictionary } from '../i18n';

/** What the server put in the page for the browser (window.__BOOT__, written by entry-server). */
export interface Boot {
  state: DehydratedState;
  config: PublicConfig;
  buildId: string;
  locale: Locale;
  dict: Dictionary;
  /** react-router's hydration data (loaderData, serialised errors) */
  router: unknown;
  /** set on a failed page only */
  requestId?: string;
}

declare global {
  interface Window {
    __BOOT__: Boot;
    __staticRouterHydrationData?: unknown;
  }
}

export const readBoot = (): Boot => window.__BOOT__;
