import type { Writable } from 'node:stream';
import type { ApiFetch } from '../shared/api/client';
import type { CarriedState } from '../shared/dehydrated-state';
import type { PublicConfig } from '../shared/public-config';
import type { HtmlBasket } from '../shared/html-basket';
import type { HtmlCheckoutState } from '../shared/html-checkout';

// What the server's page handler (server/ssr/page.ts) gives the render (client/entry-server.tsx) and gets
// back: one module both the render and its preparation (client/render-prepare.ts) read.

export interface RenderContext {
  /** where the API lives as seen from this server, e.g. http://127.0.0.1:3000 */
  apiBaseUrl: string;
  /** forwarded to the API: the session as a bearer header */
  apiHeaders: Record<string, string>;
  /** the embedded backend answers its public reads in process (server/api/reads.ts); else the global fetch */
  apiFetch?: ApiFetch;
  nonce: string;
  config: PublicConfig;
  buildId: string;
  assets: { scripts: string[]; styles: string[]; preloads: string[]; chunks?: Record<string, string[]> };
  /** a slow tab's page (shared/slow-link.ts): no module preloads, the entry fetched when the gate opens */
  lite?: boolean;
  /** a page whose link the server does not know (no slow cookie, no Save-Data; a built entry): no module
   * preloads either; its start measures the link and imports the entry at once on a fast one (025) */
  linkUnknown?: boolean;
  /** whether the request carries a session; without one nobody needs to ask the API who is signed in */
  signedIn: boolean;
  /** bots and no-JS clients get the whole document at once */
  waitForAll: boolean;
  /** a guest's HTML-path basket from its cookie (docs/decisions/014-html-ordering-path.md) */
  htmlBasket?: HtmlBasket;
  /** the HTML checkout's form: a fresh attempt's token, or what a refused post sent (server/api/orders/checkout-form.ts) */
  checkoutForm?: HtmlCheckoutState;
  /** shown on the 500 page, so support can find the log lines of this request */
  requestId?: string;
  /** the instant the page is rendered for (epoch ms, the server's clock): its "available from" words */
  now?: number;
  onError(error: unknown): void;
}

/** The page asked for: its URL (the path as sent) and a signal that aborts when the render times out or the client goes. */
export interface PageRequest {
  url: URL;
  signal: AbortSignal;
}

export type RenderResult =
  | { type: 'redirect'; status: number; location: string }
  | {
      type: 'document';
      status: number;
      pipe<W extends Writable>(destination: W): W;
      abort(reason?: unknown): void;
      failed(): boolean;
      /** the first instant the page's "available from" words would change at (Infinity: none on it) */
      wordsChangeAt?(): number;
    }
  | { type: 'payload'; status: number; state: CarriedState };
