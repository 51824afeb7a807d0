import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { AppContextProvider } from './app-context';
import { createBrowserDeps } from './browser/deps';
import { resolveLazyMatches } from './browser/lazy-matches';
import { reloadOnPreloadError, watchBuildVersion } from './browser/build-version';
import { createRoutes } from './app/route-table';
import { loadAnalytics } from './browser/analytics';

const { boot, deps, app } = createBrowserDeps();
const routes = createRoutes(deps);
reloadOnPreloadError();
window.__staticRouterHydrationData = boot.router;
await resolveLazyMatches(routes, window.location);
const router = createBrowserRouter(routes);
watchBuildVersion(router, boot.buildId);

hydrateRoot(
  document,
  <StrictMode>
    <AppContextProvider value={app}>
      <QueryClientProvider client={deps.queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AppContextProvider>
  </StrictMode>,
);
loadAnalytics(boot.config);
