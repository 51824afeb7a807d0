// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { AppContextProvider, type AppContextValue } from '../../../app-context';
import type { ApiClient } from '../../../../shared/api/client';
import { I18nProvider } from '../../../i18n';
import type { ShopStatus } from '../../../../shared/shop-week';
import { shopStatusQuery } from '../api/shop-status';
import { SoldOutProvider, useSoldOut } from './use-shop-status';

// the status comes from the tests (setQueryData), never from a request
const api = () => ({ get: () => new Promise(() => {}) }) as unknown as ApiClient;
let root: ReturnType<typeof createRoot> | undefined;
afterEach(() => act(() => root?.unmount()));

function mount(queryClient: QueryClient, renders: number[]) {
  function Card({ id }: { id: number }) {
    const soldOut = useSoldOut(id);
    renders.push(id);
    return <p>{soldOut ? `${id} sold out` : `${id} on sale`}</p>;
  }
  const container = document.createElement('div');
  root = createRoot(container);
  act(() =>
    root!.render(
      <AppContextProvider value={{ api } as unknown as AppContextValue}>
        <I18nProvider locale="ru" dict={{}}>
          <QueryClientProvider client={queryClient}>
            <SoldOutProvider>
              <Card id={1} />
              <Card id={2} />
            </SoldOutProvider>
          </QueryClientProvider>
        </I18nProvider>
      </AppContextProvider>,
    ),
  );
  return container;
}

const status = (soldOut: number[]) => ({ sold_out: soldOut }) as unknown as ShopStatus;
// the query cache tells its observers in a task of its own (TanStack Query's notifyManager)
const answer = (queryClient: QueryClient, soldOut: number[]) =>
  act(async () => {
    queryClient.setQueryData(shopStatusQuery(api()).queryKey, status(soldOut));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

describe('SoldOutProvider', () => {
  it('re-renders no card when the status arrives with an empty stop-list', async () => {
    const queryClient = new QueryClient();
    const renders: number[] = [];
    const container = mount(queryClient, renders);
    renders.length = 0;
    await answer(queryClient, []);
    expect(renders).toEqual([]);
    expect(container.textContent).toBe('1 on sale2 on sale');
  });

  it('marks the dishes on the stop-list, and lets them go again', async () => {
    const queryClient = new QueryClient();
    const container = mount(queryClient, []);
    await answer(queryClient, [2]);
    expect(container.textContent).toBe('1 on sale2 sold out');
    await answer(queryClient, []);
    expect(container.textContent).toBe('1 on sale2 on sale');
  });
});
