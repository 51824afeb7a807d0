import { StrictMode } from 'react';
import { preloadModule } from 'react-dom';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { dehydrate, HydrationBoundary, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Writable } from 'node:stream';
import { App, cardsFrom, DISHES, dishesQuery, Document, menuDishes, menuQuery } from './app';

export interface FloorAssets {
  entry: string;
  preloads: string[];
  css: string | undefined;
}

/** The entry's static imports, fetched alongside it (as the shop's modulepreload links). */
function Preloads({ files }: { files: string[] }) {
  for (const href of files) preloadModule(href, { as: 'script' });
  return null;
}

/** Streams the page at `url` into `out`: the shell first, as the shop does. */
export async function render(url: string, assets: FloorAssets, out: Writable & { setHeader?: never }, onShell: () => void) {
  const queryClient = new QueryClient();
  const { pathname, searchParams } = new URL(url, 'http://floor');
  if (pathname === '/menu') {
    const cards = cardsFrom(searchParams);
    await queryClient.prefetchQuery({ ...menuQuery(cards), queryFn: async () => menuDishes(cards) });
  } else await queryClient.prefetchQuery({ ...dishesQuery, queryFn: async () => DISHES });
  const state = dehydrate(queryClient);
  const boot = JSON.stringify({ state, css: assets.css }).replace(/</g, '\\u003c');
  const stream = renderToPipeableStream(
    <StrictMode>
      <Preloads files={assets.preloads} />
      <QueryClientProvider client={queryClient}>
        <HydrationBoundary state={state}>
          <Document css={assets.css}>
            <StaticRouter location={url}>
              <App />
            </StaticRouter>
          </Document>
        </HydrationBoundary>
      </QueryClientProvider>
    </StrictMode>,
    {
      bootstrapScriptContent: `window.__FLOOR__=${boot}`,
      bootstrapModules: [assets.entry],
      onShellReady() {
        onShell();
        stream.pipe(out);
      },
    },
  );
}
