// @vitest-environment jsdom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppContextProvider } from '../../../app-context';
import { I18nProvider } from '../../../i18n';
import { createApiClient } from '../../../../shared/api/client';
import { boardSeenStore, useEarlyBoard } from './use-early-board';

const asked: string[] = [];
function wrapper({ children }: { children: ReactNode }) {
  const api = createApiClient({
    baseUrl: '',
    locale: 'en',
    fetch: async (url) => {
      asked.push(url);
      return new Response(JSON.stringify({ success: true, data: { open: [], finished_total: 0 } }));
    },
  });
  const app = { config: {} as never, buildId: 'test', dictionaries: {}, api: () => api };
  return (
    <AppContextProvider value={app}>
      <I18nProvider locale="en" dict={{}}>
        <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
      </I18nProvider>
    </AppContextProvider>
  );
}

afterEach(() => {
  cleanup();
  asked.length = 0;
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the board asked for beside /desk/me', () => {
  it('is asked for while /desk/me is still on its way, on a desk that showed the board last time', async () => {
    boardSeenStore.set(() => true);
    renderHook(() => useEarlyBoard(undefined), { wrapper });
    await waitFor(() => expect(asked).toEqual(['/back/api/v1/desk/orders']));
  });

  it('is not asked for on a desk that never showed it, and a signed-out desk forgets it was shown', async () => {
    const { rerender } = renderHook(({ signedIn }: { signedIn: boolean | undefined }) => useEarlyBoard(signedIn), {
      wrapper,
      initialProps: { signedIn: undefined as boolean | undefined },
    });
    boardSeenStore.set(() => true);
    rerender({ signedIn: false });
    expect(boardSeenStore.get()).toBe(false);
    expect(asked).toEqual([]);
  });
});
