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

declare global {
  interface Window {
    __DESK_BOOT__: DeskBoot;
  }
}

// The desk's own entry: none of the storefront's router, shell or chunks (nor it any of the desk's).
const boot = window.__DESK_BOOT__;
const queryClient = createQueryClient();
const app: AppContextValue = {
  config: boot.config,
  buildId: boot.buildId,
  dictionaries: { [boot.locale]: boot.dict },
  api: (locale: Locale) => createApiClient({ baseUrl: '', locale }),
};
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
);

// a counter tablet that only ever opens the desk opens it offline too (issue 39): the worker keeps it
if (import.meta.env.PROD) addEventListener('load', registerServiceWorker, { once: true });
