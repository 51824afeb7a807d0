import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { HydrationBoundary, QueryClient, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { App, Document } from './app';
import './floor.css';

declare global {
  interface Window {
    __FLOOR__: { state: DehydratedState; css: string | undefined };
  }
}

const queryClient = new QueryClient();
hydrateRoot(
  document,
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={window.__FLOOR__.state}>
        <Document css={window.__FLOOR__.css}>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </Document>
      </HydrationBoundary>
    </QueryClientProvider>
  </StrictMode>,
);
