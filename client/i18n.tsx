import { createContext, useContext, useMemo, type ReactNode } from 'react';
import rosetta from 'rosetta';
import type { Locale } from '../shared/locale';

export type Dictionary = Record<string, unknown>;
export type Translate = (key: string, params?: Record<string, string | number>) => string;

export interface I18n {
  locale: Locale;
  t: Translate;
}

/**
 * The words found so far in each dictionary, by key, for lookups without parameters (most of a page's):
 * rosetta splits the key and runs its template over the word on every call, for every card on every
 * page. A dictionary only grows (words merged in later, client/browser/deps.ts) and a word once there
 * never changes, so a found word is kept; a missing key is looked up again next time.
 */
const foundWords = new WeakMap<Dictionary, Map<string, string>>();

/** One rosetta instance per request/tab: never a module-level locale flipped per request. */
export function createI18n(locale: Locale, dict: Dictionary): I18n {
  const r = rosetta({ [locale]: dict });
  r.locale(locale);
  const words = foundWords.get(dict) ?? new Map<string, string>();
  foundWords.set(dict, words);
  // A missing key shows itself instead of an empty string, so it gets noticed and fixed.
  const t: Translate = (key, params) => {
    if (params) return r.t(key, params) || key;
    let word = words.get(key);
    if (word === undefined) {
      word = r.t(key);
      if (typeof word !== 'string' || !word) return word || key;
      words.set(key, word);
    }
    return word;
  };
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
