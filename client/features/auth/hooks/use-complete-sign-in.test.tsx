// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../../shared/api/client';
import { scriptedFetch, testConfig } from '../../../../tests/helpers/harness';
import en from '../../../../locales/en.json';
import { AppContextProvider } from '../../../app-context';
import { I18nProvider } from '../../../i18n';
import { createQueryClient } from '../../../session/query-client';
import { userQuery } from '../../../session/user';
import { serverBasketQuery } from '../../basket/api/server-basket';
import { guestBasketStore } from '../../basket/guest-store';
import { favouriteProductsQuery } from '../../favourites/api/favourite-products';
import { favouritesStore } from '../../favourites/hooks/use-favourites';
import { useCompleteSignIn } from './use-complete-sign-in';

const api = (locale: 'en' | 'ru') => createApiClient({ baseUrl: '', locale, fetch: (...args) => fetch(...args) });

function renderCompleteSignIn() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppContextProvider value={{ config: testConfig, buildId: 'test', dictionaries: { en }, api }}>
      <I18nProvider locale="en" dict={en}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </I18nProvider>
    </AppContextProvider>
  );
  return { queryClient, complete: renderHook(() => useCompleteSignIn(), { wrapper }).result };
}

beforeEach(() => localStorage.clear());

describe('completing a sign-in (spec §4)', () => {
  it('reloads the profile, the basket in every language and the favourites’ dishes', async () => {
    scriptedFetch({});
    favouritesStore.set(() => [3, 1]);
    const { queryClient, complete } = renderCompleteSignIn();
    const favouritesKey = favouriteProductsQuery(api('en'), [3, 1]).queryKey;
    const keys = [
      userQuery(api('en')).queryKey,
      serverBasketQuery(api('en')).queryKey,
      serverBasketQuery(api('ru')).queryKey,
      favouritesKey,
    ];
    for (const key of keys) queryClient.setQueryData(key, null);

    await act(() => complete.current());

    expect(keys.map((key) => queryClient.getQueryState(key)?.isInvalidated)).toEqual([true, true, true, true]);
  });

  it('sends the guest basket with its quantities and choices, then empties it locally', async () => {
    const { calls } = scriptedFetch({ 'POST /back/api/v1/basket-multiple': { body: { success: true, data: [] } } });
    const lines = [
      { product_id: 1, choices: [], quantity: 2 },
      { product_id: 4, choices: [3, 7], quantity: 1 },
      { product_id: 4, choices: [3], quantity: 2 },
    ];
    guestBasketStore.set(() => ({ v: 2, lines }));
    const { complete } = renderCompleteSignIn();

    await act(() => complete.current());

    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      {
        products: [
          { product_id: 1, quantity: 2, choices: [] },
          { product_id: 4, quantity: 1, choices: [3, 7] },
          { product_id: 4, quantity: 2, choices: [3] },
        ],
      },
    ]);
    expect(guestBasketStore.get().lines).toEqual([]);
  });

  it('keeps the guest basket when the server refuses it', async () => {
    scriptedFetch({
      'POST /back/api/v1/basket-multiple': { status: 500, body: { success: false, error: 'internal_server_error', message: 'Internal' } },
    });
    const kept = { v: 2 as const, lines: [{ product_id: 1, choices: [], quantity: 2 }] };
    guestBasketStore.set(() => kept);
    const { complete } = renderCompleteSignIn();

    await act(() => complete.current());

    expect(guestBasketStore.get()).toEqual(kept);
  });
});
