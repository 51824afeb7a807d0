import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../shared/desk';
import { deskEarlyScript } from '../../server/ssr/desk-early';
import { scriptTags, startStorefront, type Storefront } from './support';
import { deskSession as signIn } from './desk-support';

// Issue 37: a signed-in desk's document asks for its first reads from its head (server/ssr/desk-early.ts).

let shop: Storefront;
beforeAll(async () => {
  shop = await startStorefront();
});
afterAll(() => shop?.close());

const deskSession = (role: StaffRole) => signIn(shop, role);

/** The URLs the document at `path` asks for early, read off its boot script, and those it carries the answer of (the board). */
async function earlyReads(path: string, cookie?: string): Promise<{ asked: string[]; carried: string[] }> {
  const html = await (await fetch(`${shop.url}${path}`, { headers: cookie ? { Cookie: cookie } : {} })).text();
  // the desk's two scripts, and before the stylesheets a third of the early reads when there are any;
  // with the board in the document, its data block and the script that hands it to the desk (desk-board-html.ts)
  const early = /<script nonce="[^"]+">(\(function\(e,i\).*?)<\/script>/.exec(html)?.[1] ?? '';
  const data = /<script type="application\/json" id="desk-board-data">(.*?)<\/script><script nonce="[^"]+">(.*?)<\/script>/s.exec(html);
  expect(scriptTags(html)).toHaveLength((early ? 3 : 2) + (data ? 2 : 0));
  if (early) expect(html.indexOf(early)).toBeLessThan(html.indexOf('rel="stylesheet"'));
  expect(html).toContain('window.__DESK_BOOT__=');
  const asked: string[] = [];
  const window: { __DESK_EARLY__?: Record<string, unknown> } = {};
  vm.runInNewContext(early, { window, fetch: (url: string) => (asked.push(url), Promise.resolve({ ok: true })) });
  const before = Object.keys(window.__DESK_EARLY__ ?? {});
  if (data) vm.runInNewContext(data[2], { window, Response, Promise, document: { getElementById: () => ({ textContent: data[1] }) } });
  return { asked, carried: Object.keys(window.__DESK_EARLY__ ?? {}).filter((url) => !before.includes(url)) };
}

describe("the desk's early reads", () => {
  it('signed out (no desk cookie, or one of an ended session): nothing is asked early', async () => {
    expect(await earlyReads('/en/desk')).toEqual({ asked: [], carried: [] });
    expect(await earlyReads('/en/desk', 'desk_session=no-such-session')).toEqual({ asked: [], carried: [] });
  });

  it('an owner or a manager on the board: who is signed in, the board carried by the document; on the kitchen display only who', async () => {
    const onBoard = { asked: ['/back/api/v1/desk/me'], carried: ['/back/api/v1/desk/orders'] };
    for (const role of ['owner', 'manager'] as const) {
      const cookie = `desk_session=${await deskSession(role)}`;
      expect(await earlyReads('/en/desk', cookie)).toEqual(onBoard);
      expect(await earlyReads('/tm/desk/', cookie)).toEqual(onBoard);
      expect(await earlyReads('/en/desk/kitchen', cookie)).toEqual({ asked: ['/back/api/v1/desk/me'], carried: [] });
    }
  });

  it('a cook, whom the board refuses, is never asked the board for', async () => {
    const cookie = `desk_session=${await deskSession('cook')}`;
    expect(await earlyReads('/en/desk', cookie)).toEqual({ asked: ['/back/api/v1/desk/me'], carried: [] });
    expect(await earlyReads('/desk/kitchen', cookie)).toEqual({ asked: ['/back/api/v1/desk/me'], carried: [] });
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
