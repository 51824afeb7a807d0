import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createApiClient, type ApiAnswer } from '../../../shared/api/client';
import { deskMeKey } from '../../features/desk-auth/api/desk-session';
import { deskBoardKey } from '../../features/desk-orders/api/board';
import { earlyFetch, seedDesk } from './desk-early';

const ME = '/back/api/v1/desk/me';
const BOARD = '/back/api/v1/desk/orders';
const owner = { id: 1, name: 'Döwlet', phone: '65000001', role: 'owner' };
const board = { open: [], finished_total: 0 };
const answer = (data: unknown, status = 200): ApiAnswer => ({
  status,
  ok: status < 400,
  json: async () => (status < 400 ? { success: true, data } : { success: false, error: 'unauthorized', message: '' }),
});

/** A fetch that answers every URL afresh and says what it was asked. */
function network(data: Record<string, unknown>) {
  const asked: string[] = [];
  const fetch = async (url: string) => {
    asked.push(url);
    return answer(data[url]);
  };
  return { asked, fetch };
}

describe("the desk's early answers (the document's reads, server/ssr/desk-early.ts)", () => {
  it('are each taken once, by the first GET of its URL; the next GET asks the network', async () => {
    const net = network({ [ME]: owner });
    const fetch = earlyFetch({ [ME]: Promise.resolve(answer({ ...owner, name: 'early' })) }, net.fetch);
    const api = createApiClient({ baseUrl: '', locale: 'en', fetch });
    expect(await api.get(ME.replace('/back/api/v1', ''))).toMatchObject({ name: 'early' });
    expect(net.asked).toEqual([]);
    expect(await api.get('/desk/me')).toMatchObject({ name: 'Döwlet' });
    expect(net.asked).toEqual([ME]);
  });

  it('one that was refused, failed or not asked for is read afresh, and a write never takes one', async () => {
    const net = network({ [ME]: owner, [BOARD]: board });
    const fetch = earlyFetch(
      { [ME]: Promise.resolve(answer(null, 401)), [BOARD]: Promise.reject(new TypeError('Failed to fetch')) },
      net.fetch,
    );
    await fetch(ME, { method: 'POST' });
    expect(net.asked).toEqual([ME]);
    const api = createApiClient({ baseUrl: '', locale: 'en', fetch });
    expect(await api.get('/desk/me')).toEqual(owner);
    expect(await api.get('/desk/orders')).toEqual(board);
    expect(net.asked).toEqual([ME, ME, BOARD]);
  });

  it('seed the cache before the first render: who is signed in and, when the document asked for it, the board', async () => {
    const net = network({});
    const early = earlyFetch({ [ME]: Promise.resolve(answer(owner)), [BOARD]: Promise.resolve(answer(board)) }, net.fetch);
    const client = new QueryClient();
    await seedDesk(client, createApiClient({ baseUrl: '', locale: 'en', fetch: early }), early, 1_000);
    expect(client.getQueryData(deskMeKey)).toEqual(owner);
    expect(client.getQueryData([...deskBoardKey, 'en'])).toEqual(board);
    expect(net.asked).toEqual([]);
  });

  it("never ask for the board the document did not ask for (a cook's desk, a signed-out one), and wait at most waitMs", async () => {
    const net = network({ [ME]: null });
    const early = earlyFetch({}, net.fetch);
    const client = new QueryClient();
    await seedDesk(client, createApiClient({ baseUrl: '', locale: 'en', fetch: early }), early, 1_000);
    expect(net.asked).toEqual([ME]);
    expect(client.getQueryData(deskMeKey)).toBeNull();
    expect(client.getQueryData([...deskBoardKey, 'en'])).toBeUndefined();

    const slow = earlyFetch({ [ME]: new Promise<never>(() => {}) });
    const started = Date.now();
    await seedDesk(new QueryClient(), createApiClient({ baseUrl: '', locale: 'en', fetch: slow }), slow, 50);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
