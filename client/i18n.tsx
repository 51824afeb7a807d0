import { createContext, useContext, useMemo, type ReactNode } from 'react';
import rosetta from 'rosetta';
import type { Locale } from '../shared/locale';

export type Dictionary = Record<string, unknown>;
export type Translate = (key: string, params?: Record<string, string | number>) => string;

export interface I18n {
  locale: Locale;
  t: Translate;
}

/** One rosetta instance per request/tab: never a module-level locale flipped per request. */
export function createI18n(locale: Locale, dict: Dictionary): I18n {
  const r = rosetta({ [locale]: dict });
  r.locale(locale);
  // A missing key shows itself instead of an empty string, so it gets noticed and fixed.
  const t: Translate = (key, params) => r.t(key, params) || key;
  return { locale, t };
}

/**
 * The dictionary groups a page carries inline (window.__BOOT__): only what the browser may show
 * before the page's code and its dictionary have loaded, the notice that they did not load. The
 * words come as chunks of their own, preloaded with the page's code and loaded before hydration: those
 * the first render needs, or all for a page that says more (scripts/storefront-dictionary.ts).
 */
export const BOOT_DICTIONARY_GROUPS = ['chunk_errors'] as const;

export function bootDictionary(dict: Dictionary): Dictionary {
  return Object.fromEntries(BOOT_DICTIONARY_GROUPS.filter((group) => group in dict).map((group) => [group, dict[group]]));
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ locale, dict, children }: { locale: Locale; dict: Dictionary; children: ReactNode }) {
  const value = useMemo(() => createI18n(locale, dict), [locale, dict]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useI18n outside I18nProvider');
  return i18n;
}

export const useT = () => useI18n().t;
export const useLocale = () => useI18n().locale;
