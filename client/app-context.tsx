import { createContext, useContext, useMemo } from 'react';
import type { ApiClient } from '../shared/api/client';
import type { Locale } from '../shared/locale';
import type { HtmlBasket } from '../shared/html-basket';
import type { HtmlCheckoutState } from '../shared/html-checkout';
import type { PublicConfig } from '../shared/public-config';
import type { Dictionary } from './i18n';
import { useLocale } from './i18n';

/** Per request on the server, per tab in the browser; handed to the tree above the router. */
export interface AppContextValue {
  config: PublicConfig;
  buildId: string;
  dictionaries: Partial<Record<Locale, Dictionary>>;
  api(locale: Locale): ApiClient;
  /** server only: the built CSS and JS the page needs, for <link> preloads in the document head */
  assets?: { styles: string[]; preloads: string[]; chunks?: Record<string, string[]> };
  /** server only: the response's CSP nonce, for the one inline script of the document head */
  nonce?: string;
  /** a guest's HTML-path basket (the cookie, docs/decisions/014): what the page is rendered and hydrated with */
  htmlBasket?: HtmlBasket;
  /** the checkout's HTML form with that basket: its attempt's token, and what a refused post sent */
  checkoutForm?: HtmlCheckoutState;
  /** the request that rendered a failed page, for the 500 page to show */
  requestId?: string;
  /** the instant the server rendered the page for (epoch ms, its boot data): the render's and the hydration's clock */
  renderedAt?: number;
  /** server only: told the instant the page's "available from" words would change (the page cache's limit) */
  wordsChangeAt?(at: number): void;
}

const AppContext = createContext<AppContextValue | null>(null);
export const AppContextProvider = AppContext.Provider;

export function useAppContext(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('useAppContext outside AppContextProvider');
  return value;
}

export const usePublicConfig = () => useAppContext().config;

/** The API client for the page's language. */
export function useApi(): ApiClient {
  const { api } = useAppContext();
  const locale = useLocale();
  return useMemo(() => api(locale), [api, locale]);
}
