import type { CarriedState } from '../../shared/dehydrated-state';
import type { Locale } from '../../shared/locale';
import type { HtmlBasket } from '../../shared/html-basket';
import type { HtmlCheckoutState } from '../../shared/html-checkout';
import type { PublicConfig } from '../../shared/public-config';
import type { Dictionary } from '../i18n';
import type { RouteErrorResponse } from '../router/route-error';

/** What the server put in the page for the browser (window.__BOOT__, written by entry-server). */
export interface Boot {
  /** the render's queries (hydrate them through fullState) */
  state: CarriedState;
  config: PublicConfig;
  buildId: string;
  locale: Locale;
  dict: Dictionary;
  /** the server's loaders failed: the route error the page shows (a status, never a server message or stack) */
  error: RouteErrorResponse | null;
  /** a guest's HTML-path basket, set when the cookie holds lines (docs/decisions/014) */
  htmlBasket?: HtmlBasket;
  /** the checkout's HTML form, set with the HTML path's basket on the checkout page */
  checkoutForm?: HtmlCheckoutState;
  /** the server's page holds its pictures below the first screen (components/held-pictures.tsx) */
  heldPictures?: boolean;
  /** the instant the page was rendered for (epoch ms, the server's clock): the hydration's clock (use-clock.ts) */
  now?: number;
  /** set on a failed page only */
  requestId?: string;
}

declare global {
  interface Window {
    __BOOT__: Boot;
  }
}

export const readBoot = (): Boot => window.__BOOT__;
