import { MutationObserver, onlineManager } from '@tanstack/react-query';
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
