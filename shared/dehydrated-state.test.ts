import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { carriedState, fullState } from './dehydrated-state';

function renderedClient() {
  const client = new QueryClient();
  client.setQueryData(['user'], null);
  client.setQueryData(['categories', 'en', { limit: 5, withProducts: false }], [{ id: 1, name_en: 'National dishes' }]);
  // not the usual settled query: set twice, then marked stale
  client.setQueryData(['shop-status'], { state: 'open' });
  client.setQueryData(['shop-status'], { state: 'closed' });
  void client.invalidateQueries({ queryKey: ['shop-status'], refetchType: 'none' });
  return client;
}

describe('the dehydrated state a page carries', () => {
  it('is what dehydrate() gave once restored, however a query differs from a settled one', () => {
    const full = dehydrate(renderedClient());
    const carried = JSON.parse(JSON.stringify(carriedState(full)));
    expect(fullState(carried)).toEqual(full);
    expect(carried.queries.find((q: { queryKey: string[] }) => q.queryKey[0] === 'shop-status').state).toMatchObject({
      dataUpdateCount: 2,
      isInvalidated: true,
    });
  });

  it('leaves out what every settled query repeats, the hash of its key and the render’s time', () => {
    const full = dehydrate(renderedClient());
    const carried = carriedState(full);
    expect(carried.queries[0]).toEqual({ queryKey: ['user'], state: { data: null, dataUpdatedAt: full.queries[0].state.dataUpdatedAt } });
    expect(JSON.stringify(carried).length).toBeLessThan(JSON.stringify(full).length / 2);
  });

  it('hydrates a browser’s client to the server’s queries', () => {
    const browser = new QueryClient();
    hydrate(browser, fullState(JSON.parse(JSON.stringify(carriedState(dehydrate(renderedClient()))))));
    expect(browser.getQueryData(['categories', 'en', { withProducts: false, limit: 5 }])).toEqual([{ id: 1, name_en: 'National dishes' }]);
    expect(browser.getQueryState(['shop-status'])).toMatchObject({
      status: 'success',
      isInvalidated: true,
      dataUpdateCount: 2,
      fetchStatus: 'idle',
    });
    expect(browser.getQueryState(['user'])).toMatchObject({ status: 'success', data: null, errorUpdateCount: 0 });
  });
});
