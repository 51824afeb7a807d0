// @vitest-environment jsdom
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../../shared/api/client';
import type { BasketLine } from '../../../../shared/api/types';
import { testConfig, testProduct } from '../../../../tests/helpers/harness';
import en from '../../../../locales/en.json';
import { AppContextProvider } from '../../../app-context';
import { I18nProvider } from '../../../i18n';
import { createQueryClient } from '../../../session/query-client';
import { useClearBasket } from './clear-basket';
import { serverBasketQuery } from './server-basket';
import { useSetBasketQuantity } from './set-basket-quantity';

const plov = testProduct(1, 'Plov', '45.00');
const soup = testProduct(2, 'Soup', '20.00');
const line = (product: typeof plov, quantity: number): BasketLine => ({ ...product, basket: { quantity } });
const api = createApiClient({ baseUrl: 'http://test', locale: 'en' });
const basketKey = serverBasketQuery(api).queryKey;

/** A backend whose answers the test releases one at a time, so it can look at the cache in between. */
function backend() {
  const calls: { method: string; path: string; answer(status: number, data: unknown): void }[] = [];
  const fetch = ((input: RequestInfo | URL, init: RequestInit = {}) =>
    new Promise<Response>((resolve) => {
      calls.push({
        method: init.method ?? 'GET',
        path: new URL(String(input)).pathname.replace('/back/api/v1', ''),
        answer: (status, data) =>
          resolve(
            new Response(
              JSON.stringify(
                status < 400 ? { success: true, data } : { success: false, error: 'internal_server_error', message: 'Internal' },
              ),
              { status },
            ),
          ),
      });
    })) as typeof globalThis.fetch;
  return { calls, fetch };
}

function setup(queryClient: QueryClient, fetch: typeof globalThis.fetch) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppContextProvider
      value={{
        config: testConfig,
        buildId: 'test',
        dictionaries: { en },
        api: (locale) => createApiClient({ baseUrl: 'http://test', locale, fetch }),
      }}
    >
      <I18nProvider locale="en" dict={en}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </I18nProvider>
    </AppContextProvider>
  );
  return wrapper;
}

describe('basket mutations', () => {
  it('set quantity: the line shows at once, the server answer replaces it', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(basketKey, [line(soup, 1)]);
    const { calls, fetch } = backend();
    const { result } = renderHook(() => useSetBasketQuantity(), { wrapper: setup(queryClient, fetch) });

    let done!: Promise<unknown>;
    act(() => void (done = result.current.mutateAsync({ product: plov, quantity: 2 })));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/basket' });
    expect(queryClient.getQueryData(basketKey)?.map((l) => [l.id, l.basket.quantity])).toEqual([
      [2, 1],
      [1, 2],
    ]);

    await act(async () => {
      calls[0].answer(200, [line(soup, 1), line(plov, 3)]); // the server capped or added differently: its word wins
      await done;
    });
    expect(queryClient.getQueryData(basketKey)?.map((l) => [l.id, l.basket.quantity])).toEqual([
      [2, 1],
      [1, 3],
    ]);
    expect(calls).toHaveLength(1);
  });

  it('set quantity refused: the line rolls back, the write is not repeated, and the basket is reloaded by its own key', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(basketKey, [line(soup, 1)]);
    const { calls, fetch } = backend();
    const { result } = renderHook(() => useSetBasketQuantity(), { wrapper: setup(queryClient, fetch) });

    let done!: Promise<unknown>;
    act(() => void (done = result.current.mutateAsync({ product: soup, quantity: 0 }).catch((error: unknown) => error)));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(queryClient.getQueryData(basketKey)).toEqual([]);

    await act(async () => {
      calls[0].answer(500, null);
      expect(await done).toMatchObject({ status: 500 });
    });
    expect(queryClient.getQueryData(basketKey)).toEqual([line(soup, 1)]);
    expect(queryClient.getQueryState(basketKey)?.isInvalidated).toBe(true);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('clear refused: the lines come back', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(basketKey, [line(soup, 2)]);
    const { calls, fetch } = backend();
    const { result } = renderHook(() => useClearBasket(), { wrapper: setup(queryClient, fetch) });

    let done!: Promise<unknown>;
    act(() => void (done = result.current.mutateAsync().catch((error: unknown) => error)));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'DELETE', path: '/basket/destroy' });
    expect(queryClient.getQueryData(basketKey)).toEqual([]);

    await act(async () => {
      calls[0].answer(503, null);
      expect(await done).toMatchObject({ status: 503 });
    });
    expect(queryClient.getQueryData(basketKey)).toEqual([line(soup, 2)]);
    expect(calls).toHaveLength(1);
  });
});
