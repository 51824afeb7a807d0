import { hydrate } from '@tanstack/react-query';
import { createApiClient } from '../../shared/api/client';
import type { Locale } from '../../shared/locale';
import { fullState } from '../../shared/dehydrated-state';
import type { AppContextValue } from '../app-context';
import type { RouteDeps, Words } from '../router/context';
import type { Dictionary } from '../i18n';
import { partWords } from './part-not-loaded';
import { createQueryClient } from '../session/query-client';
import { readBoot } from './boot';
import { createPayloadPrimer } from './payload';
import { shopperFetch } from './shopper-posts';

// without the desk's groups, in two parts (scripts/storefront-dictionary.ts): the words any page's first
// render may need, with the page's code; the rest after load, or before a page or part that needs them
const firstWords: Record<Locale, () => Promise<{ default: Dictionary }>> = {
  tm: () => import('virtual:storefront-dictionary/tm.first.json'),
  ru: () => import('virtual:storefront-dictionary/ru.first.json'),
  en: () => import('virtual:storefront-dictionary/en.first.json'),
};
const restWords: Record<Locale, () => Promise<{ default: Dictionary }>> = {
  tm: () => import('virtual:storefront-dictionary/tm.rest.json'),
  ru: () => import('virtual:storefront-dictionary/ru.rest.json'),
  en: () => import('virtual:storefront-dictionary/en.rest.json'),
};
// both parts in one file: for a page that needs every word from its first render
const allWords: Record<Locale, () => Promise<{ default: Dictionary }>> = {
  tm: () => import('virtual:storefront-dictionary/tm.all.json'),
  ru: () => import('virtual:storefront-dictionary/ru.all.json'),
  en: () => import('virtual:storefront-dictionary/en.all.json'),
};

/** Copies `from` into `into`, group by group: the two parts of a dictionary may share a group. */
export function mergeWords(into: Dictionary, from: Dictionary) {
  for (const [key, value] of Object.entries(from)) {
    const there = into[key];
    if (typeof value === 'object' && value !== null && typeof there === 'object' && there !== null)
      mergeWords(there as Dictionary, value as Dictionary);
    else into[key] = typeof value === 'object' && value !== null ? structuredClone(value) : value;
  }
}

/**
 * A tab's dictionaries, one object per locale that only grows: the page's I18nProvider holds it, so
 * words merged in later are there for every part that renders after. Once any page or part has asked
 * for all words, every locale loads them all (a language switch must not leave an open part without).
 */
export function createWordLoader(
  dictionaries: AppContextValue['dictionaries'],
  load: Record<'first' | 'rest' | 'all', (locale: Locale) => Promise<{ default: Dictionary }>>,
) {
  const parts = new Map<string, Promise<void>>();
  let all = false;
  const loading = (locale: Locale, which: 'first' | 'rest' | 'all', ...covers: ('first' | 'rest')[]) => {
    const done = load[which](locale).then((module) => mergeWords((dictionaries[locale] ??= {}), module.default));
    for (const part of covers) {
      parts.set(`${locale}.${part}`, done);
      done.catch(() => parts.delete(`${locale}.${part}`)); // offline: asked for again next time
    }
    return done;
  };
  const part = (locale: Locale, which: 'first' | 'rest') => parts.get(`${locale}.${which}`) ?? loading(locale, which, which);
  const loadDictionary = async (locale: Locale, words: Words = 'first') => {
    if (words === 'all') all = true;
    // nothing of this locale yet and every word wanted: both parts in one file
    if (all && !parts.has(`${locale}.first`) && !parts.has(`${locale}.rest`)) return loading(locale, 'all', 'first', 'rest');
    await Promise.all([part(locale, 'first'), all ? part(locale, 'rest') : undefined]);
  };
  /** every word, for every locale the tab has shown: what a part loaded later may say */
  const loadAllWords = async () => {
    all = true;
    const shown = [...new Set([...parts.keys()].map((key) => key.split('.')[0] as Locale))];
    await Promise.all(shown.map((locale) => loadDictionary(locale, 'all')));
  };
  return { loadDictionary, loadAllWords };
}

/** The browser's long-lived pieces: one QueryClient, API clients, dictionaries, payload primer. */
export function createBrowserDeps() {
  const boot = readBoot();
  const queryClient = createQueryClient();
  hydrate(queryClient, fullState(boot.state));
  // boot.dict holds only the chunk-error notice's words: the page's words load before hydration (start-client)
  const dictionaries: AppContextValue['dictionaries'] = {};
  // a post of the shopper's (an order, a basket line) holds the prefetches waiting on a slow link (prefetch-policy.ts)
  const api = (locale: Locale) => createApiClient({ baseUrl: '', locale, fetch: shopperFetch });
  const words = createWordLoader(dictionaries, {
    first: (locale) => firstWords[locale](),
    rest: (locale) => restWords[locale](),
    all: (locale) => allWords[locale](),
  });
  partWords.load = words.loadAllWords;
  const deps: RouteDeps = {
    queryClient,
    api,
    prime: createPayloadPrimer(queryClient, boot.buildId),
    loadDictionary: words.loadDictionary,
  };
  const app: AppContextValue = {
    config: boot.config,
    buildId: boot.buildId,
    dictionaries,
    api,
    requestId: boot.requestId,
    htmlBasket: boot.htmlBasket,
    checkoutForm: boot.checkoutForm,
    renderedAt: boot.now,
  };
  return { boot, deps, app };
}
