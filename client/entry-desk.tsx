import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createApiClient } from '../shared/api/client';
import { DESK_ROOT_ID, type DeskBoot } from '../shared/desk-boot';
import type { Locale } from '../shared/locale';
import { AppContextProvider, type AppContextValue } from './app-context';
import { I18nProvider } from './i18n';
import { createQueryClient } from './session/query-client';
import { DeskLayout } from './app/desk/desk-layout';
import { registerServiceWorker } from './browser/service-worker-register';
import { earlyFetch, seedDesk, type DeskEarlyAnswers } from './app/desk/desk-early';

declare global {
  interface Window {
    __DESK_BOOT__: DeskBoot;
    /** the document's early reads (server/ssr/desk-early.ts; DESK_EARLY_GLOBAL) */
    __DESK_EARLY__?: DeskEarlyAnswers;
  }
}

// The desk's own entry: none of the storefront's router, shell or chunks (nor it any of the desk's).
const boot = window.__DESK_BOOT__;
const queryClient = createQueryClient();
// the first GET of /desk/me and of the board take the answers the document asked for as it arrived
const early = earlyFetch(window.__DESK_EARLY__);
const app: AppContextValue = {
  config: boot.config,
  buildId: boot.buildId,
  dictionaries: { [boot.locale]: boot.dict },
  api: (locale: Locale) => createApiClient({ baseUrl: '', locale, fetch: early }),
};
// the first render is the desk as it is (signed in or not, the board): the early answers are in by now,
// or soon; at most a second's wait, while the document shows the desk's title and "loading"
void seedDesk(queryClient, app.api(boot.locale), early, 1_000).then(() =>
  createRoot(document.getElementById(DESK_ROOT_ID)!).render(
    <StrictMode>
      <AppContextProvider value={app}>
        <I18nProvider locale={boot.locale} dict={boot.dict}>
          <QueryClientProvider client={queryClient}>
            <DeskLayout />
          </QueryClientProvider>
        </I18nProvider>
      </AppContextProvider>
    </StrictMode>,
  ),
);

// a counter tablet that only ever opens the desk opens it offline too (issue 39): the worker keeps it
if (import.meta.env.PROD) addEventListener('load', registerServiceWorker, { once: true });
