import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from './client';

const ok = (data: unknown) => new Response(JSON.stringify({ success: true, data }), { status: 200 });
const fail = (status: number) => new Response(JSON.stringify({ success: false, error: 'x', message: 'boom' }), { status });

describe('api client retry policy', () => {
  it('retries a GET once on a retryable status', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(fail(503))
      .mockResolvedValueOnce(ok([1]));
    const api = createApiClient({ baseUrl: 'http://x', locale: 'en', fetch });
    await expect(api.get('/products')).resolves.toEqual([1]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
  it('gives up after one retry', async () => {
    const fetch = vi.fn().mockResolvedValue(fail(502));
    const api = createApiClient({ baseUrl: 'http://x', locale: 'en', fetch });
    await expect(api.get('/products')).rejects.toBeInstanceOf(ApiError);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
  it('does not retry a non-retryable status', async () => {
    const fetch = vi.fn().mockResolvedValue(fail(404));
    const api = createApiClient({ baseUrl: 'http://x', locale: 'en', fetch });
    await expect(api.get('/products/1')).rejects.toMatchObject({ status: 404 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
  it('never retries a write', async () => {
    const fetch = vi.fn().mockResolvedValue(fail(503));
    const api = createApiClient({ baseUrl: 'http://x', locale: 'tm', fetch });
    await expect(api.send('POST', '/basket', { product_id: 1, quantity: 1 })).rejects.toMatchObject({ status: 503 });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0][1].headers['Accept-Language']).toBe('tm');
  });
});
