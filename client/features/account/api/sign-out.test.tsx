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
import { orderQuery } from '../../orders/api/order';
import { ordersQuery } from '../../orders/api/orders';
import { useSignOutMutation } from './sign-out';

const api = (locale: 'en' | 'ru') => createApiClient({ baseUrl: '', locale, fetch: (...args) => fetch(...args) });

function renderSignOut() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppContextProvider value={{ config: testConfig, buildId: 'test', dictionaries: { en }, api }}>
      <I18nProvider locale="en" dict={en}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </I18nProvider>
    </AppContextProvider>
  );
  return { queryClient, signOut: renderHook(() => useSignOutMutation(), { wrapper }).result };
}

beforeEach(() => localStorage.clear());

describe('signing out (spec §4)', () => {
  it('forgets the customer’s basket and orders in every language, becomes a guest and reloads the favourites’ dishes', async () => {
    const { calls } = scriptedFetch({ 'POST /api/auth/logout': { body: { success: true, data: null } } });
    favouritesStore.set(() => [2]);
    guestBasketStore.set(() => ({ v: 2, lines: [{ product_id: 5, choices: [], quantity: 1 }] }));
    const { queryClient, signOut } = renderSignOut();
    const gone = [
      serverBasketQuery(api('en')).queryKey,
      serverBasketQuery(api('ru')).queryKey,
      ordersQuery(api('ru'), 2).queryKey,
      orderQuery(api('en'), 9).queryKey,
    ];
    for (const key of gone) queryClient.setQueryData(key, []);
    queryClient.setQueryData(userQuery(api('en')).queryKey, { id: 1 } as never);
    const favouritesKey = favouriteProductsQuery(api('en'), [2]).queryKey;
    queryClient.setQueryData(favouritesKey, { data: [] });

    await act(() => signOut.current.mutateAsync());

    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/auth/logout']);
    expect(gone.map((key) => queryClient.getQueryData(key))).toEqual([undefined, undefined, undefined, undefined]);
    expect(queryClient.getQueryData(userQuery(api('en')).queryKey)).toBeNull();
    expect(queryClient.getQueryState(favouritesKey)?.isInvalidated).toBe(true);
    expect(guestBasketStore.get().lines).toEqual([]);
    expect(favouritesStore.get()).toEqual([2]); // favourites stay in the browser
  });

  it('changes nothing when the server could not end the session', async () => {
    scriptedFetch({
      'POST /api/auth/logout': { status: 503, body: { success: false, error: 'database_unavailable', message: 'Try again' } },
    });
    const { queryClient, signOut } = renderSignOut();
    const basketKey = serverBasketQuery(api('en')).queryKey;
    queryClient.setQueryData(basketKey, []);

    await act(() => signOut.current.mutateAsync().catch(() => undefined));

    expect(
      queryClient
        .getMutationCache()
        .getAll()
        .map((m) => m.state.status),
    ).toEqual(['error']);
    expect(queryClient.getQueryData(basketKey)).toEqual([]);
  });
});
