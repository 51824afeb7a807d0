import type { Locale } from '../../../../shared/locale';

/** The tracked order's query key: the query's own (tracked-order.ts) and the document's refresh (no-script-refresh.tsx). */
export const trackedOrderKey = (locale: Locale, token: string) => ['tracked-order', locale, token] as const;

/** /track/{token} in every language: the token of the page's order, if it is that page. */
export const trackedTokenAt = (pathname: string): string | undefined => /^\/(?:(?:en|tm)\/)?track\/([\w-]+)$/.exec(pathname)?.[1];
