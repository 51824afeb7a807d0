import { hydrate } from '@tanstack/react-query';
import { createApiClient } from '../../shared/api/client';
import type { Locale } from '../../shared/locale';
import type { AppContextValue } from '../app-context';
import type { RouteDeps } from '../router/context';
import { createQueryClient } from '../session/query-client';
import { readBoot } from './boot';
import { createPayloadPrimer } from './payload';

// without the desk's groups (scripts/storefront-dictionary.ts): the desk's words never reach a shopper
const dictionaryLoaders: Record<Locale, () => Promise<{ default: Record<string, unknown> }>> = {
  tm: () => import('virtual:storefront-dictionary/tm.json'),
  ru: () => import('virtual:storefront-dictionary/ru.json'),
  en: () => import('virtual:storefront-dictionary/en.json'),
};

/** The browser's long-lived pieces: one QueryClient, API clients, dictionaries, payload primer. */
export function createBrowserDeps() {
  const boot = readBoot();
  const queryClient = createQueryClient();
  hydrate(queryClient, boot.state);
  // boot.dict holds only the chunk-error notice's words: the whole dictionary loads before hydration (start-client)
  const dictionaries: AppContextValue['dictionaries'] = {};
  const api = (locale: Locale) => createApiClient({ baseUrl: '', locale });
  const deps: RouteDeps = {
    queryClient,
    api,
    prime: createPayloadPrimer(queryClient, boot.buildId),
    async loadDictionary(locale) {
      dictionaries[locale] ??= (await dictionaryLoaders[locale]()).default;
    },
  };
  const app: AppContextValue = { config: boot.config, buildId: boot.buildId, dictionaries, api, requestId: boot.requestId };
  return { boot, deps, app };
}
