import { hashKey, MutationObserver, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

afterEach(() => onlineManager.setOnline(true));

describe('the query client', () => {
  it('offline, a write is tried at once and its failure reaches the form (not paused with "Sending…" on screen)', async () => {
    onlineManager.setOnline(false);
    const mutationFn = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const observer = new MutationObserver(createQueryClient(), { mutationFn });
    const outcome = observer.mutate().catch((err: unknown) => err);
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('error'), { timeout: 200 });
    expect(await outcome).toBeInstanceOf(TypeError);
    expect(mutationFn).toHaveBeenCalledTimes(1);
  });
});

describe('query options on the server', () => {
  it('are defaulted as TanStack documents: client defaults, then query defaults, then the call; hashed once', () => {
    const client = createQueryClient();
    client.setQueryDefaults(['menu'], { gcTime: 5_000, staleTime: 1 });
    const options = client.defaultQueryOptions({ queryKey: ['menu', { b: 1, a: 2 }], staleTime: 30 });
    expect(options).toMatchObject({ staleTime: 30, retry: false, gcTime: 5_000, _defaulted: true, refetchOnReconnect: true });
    expect(options.queryHash).toBe(hashKey(['menu', { a: 2, b: 1 }]));
    expect(client.defaultQueryOptions(options)).toBe(options);
  });
});
