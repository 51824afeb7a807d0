import { describe, expect, it } from 'vitest';
import { signedOutDesk } from './service-worker-desk';

// Issue 37: a signed-in board's document carries orders (no-store); the desk's kept page is its signed-out one.

const page = (headers: Record<string, string>, body = '<main>desk</main>', status = 200) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', ...headers } });
const request = new Request('https://shop.example/en/desk');

async function kept(response: Response, answer?: () => Promise<Response>) {
  const asked: [string, RequestInit][] = [];
  const plugin = signedOutDesk((url, init) => (asked.push([url, init]), answer ? answer() : Promise.reject(new Error('not asked'))));
  const result = await plugin.cacheWillUpdate!({ request, response, event: undefined as never, state: {} });
  return { text: result ? await result.text() : null, asked };
}

describe("the desk's kept page", () => {
  it("keeps a document without anyone's data (signed out, the kitchen display) as it came, asking nothing more", async () => {
    expect(await kept(page({ 'Cache-Control': 'private, no-cache' }, 'signed out'))).toEqual({ text: 'signed out', asked: [] });
  });

  it("never keeps a signed-in board's document: the same address without cookies instead", async () => {
    const { text, asked } = await kept(page({ 'Cache-Control': 'private, no-store' }, 'Order 1001 · +99365…'), async () =>
      page({ 'Cache-Control': 'private, no-cache' }, 'signed out'),
    );
    expect(text).toBe('signed out');
    expect(asked).toEqual([['https://shop.example/en/desk', { credentials: 'omit', cache: 'no-store', redirect: 'error' }]]);
  });

  it('keeps nothing when the signed-out document cannot be had (offline, refused, itself no-store) or the answer failed', async () => {
    const noStore = page({ 'Cache-Control': 'no-store' }, 'orders');
    expect((await kept(noStore.clone(), () => Promise.reject(new TypeError('offline')))).text).toBeNull();
    expect((await kept(noStore.clone(), async () => page({}, 'busy', 503))).text).toBeNull();
    expect((await kept(noStore.clone(), async () => page({ 'Cache-Control': 'no-store' }, 'orders again'))).text).toBeNull();
    expect(await kept(page({}, 'oops', 500))).toEqual({ text: null, asked: [] });
  });
});
