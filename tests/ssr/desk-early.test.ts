import vm from 'node:vm';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../../server/db/schema';
import type { StaffRole } from '../../shared/desk';
import { deskEarlyScript } from '../../server/ssr/desk-early';
import { scriptTags, startStorefront, type Storefront } from './support';

// Issue 37: a signed-in desk's document asks for its first reads from its head (server/ssr/desk-early.ts).

let shop: Storefront;
beforeAll(async () => {
  shop = await startStorefront();
});
afterAll(() => shop?.close());

let phones = 0;
/** A staff member of `role`, signed in through the desk's API: the desk cookie's value. */
async function deskSession(role: StaffRole): Promise<string> {
  const phone = `6571${String(++phones).padStart(4, '0')}`;
  await (shop.db as Kysely<Schema>)
    .insertInto('users')
    .values({
      name: role,
      surname: '',
      email: '',
      phone,
      bonus_amount: 0,
      phone_verified_at: null,
      created_at: new Date().toISOString(),
      staff_role: role,
    })
    .execute();
  const post = (path: string, body: unknown) =>
    fetch(`${shop.url}/back/api/v1${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  expect((await post('/desk/login', { phone })).status).toBe(200);
  const verify = await post('/desk/login/verify', { phone, otp: shop.sms.lastCode(phone) });
  return ((await verify.json()) as { data: { api_token: string } }).data.api_token;
}

/** The URLs the document at `path` asks for early, read off its boot script. */
async function earlyReads(path: string, cookie?: string): Promise<string[]> {
  const html = await (await fetch(`${shop.url}${path}`, { headers: cookie ? { Cookie: cookie } : {} })).text();
  // the desk's two scripts, and before the stylesheets a third of the early reads when there are any
  const early = /<script nonce="[^"]+">(\(function\(e,i\).*?)<\/script>/.exec(html)?.[1] ?? '';
  expect(scriptTags(html)).toHaveLength(early ? 3 : 2);
  if (early) expect(html.indexOf(early)).toBeLessThan(html.indexOf('rel="stylesheet"'));
  expect(html).toContain('window.__DESK_BOOT__=');
  const asked: string[] = [];
  vm.runInNewContext(early, { window: {}, fetch: (url: string) => (asked.push(url), Promise.resolve({ ok: true })) });
  return asked;
}

describe("the desk's early reads", () => {
  it('signed out (no desk cookie, or one of an ended session): nothing is asked early', async () => {
    expect(await earlyReads('/en/desk')).toEqual([]);
    expect(await earlyReads('/en/desk', 'desk_session=no-such-session')).toEqual([]);
  });

  it('an owner or a manager on the board: who is signed in and the board; on the kitchen display only who', async () => {
    for (const role of ['owner', 'manager'] as const) {
      const cookie = `desk_session=${await deskSession(role)}`;
      expect(await earlyReads('/en/desk', cookie)).toEqual(['/back/api/v1/desk/me', '/back/api/v1/desk/orders']);
      expect(await earlyReads('/tm/desk/', cookie)).toEqual(['/back/api/v1/desk/me', '/back/api/v1/desk/orders']);
      expect(await earlyReads('/en/desk/kitchen', cookie)).toEqual(['/back/api/v1/desk/me']);
    }
  });

  it('a cook, whom the board refuses, is never asked the board for', async () => {
    const cookie = `desk_session=${await deskSession('cook')}`;
    expect(await earlyReads('/en/desk', cookie)).toEqual(['/back/api/v1/desk/me']);
    expect(await earlyReads('/desk/kitchen', cookie)).toEqual(['/back/api/v1/desk/me']);
  });

  it("asks with the desk API client's own headers, in the page's language, and keeps each answer by URL, never an unhandled rejection", async () => {
    const calls: [string, RequestInit][] = [];
    const window: { __DESK_EARLY__?: Record<string, Promise<unknown>> } = {};
    const failing = Promise.reject(new Error('offline'));
    let caught = 0;
    const fetch = (url: string, init: RequestInit) => {
      calls.push([url, init]);
      return { catch: (f: () => void) => (caught++, failing.catch(f)) };
    };
    vm.runInNewContext(deskEarlyScript('tm', ['/a', '/b']), { window, fetch });
    expect(calls).toEqual([
      ['/a', { headers: { Accept: 'application/json', 'Accept-Language': 'tm' }, credentials: 'same-origin' }],
      ['/b', { headers: { Accept: 'application/json', 'Accept-Language': 'tm' }, credentials: 'same-origin' }],
    ]);
    expect(Object.keys(window.__DESK_EARLY__!)).toEqual(['/a', '/b']);
    expect(caught).toBe(2);
    expect(deskEarlyScript('en', [])).toBe('');
  });
});
