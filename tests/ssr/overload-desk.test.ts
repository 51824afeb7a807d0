import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deskSession } from './desk-support';
import { scriptTags, startStorefront, type Storefront } from './support';

// Issue 37 on a busy night (docs/decisions/028-restaurant-not-shed.md, addendum): while the loop lags
// and the shop's pages are shed, the desk's own pages open for staff whose desk the API has accepted,
// and for no one else: not without a cookie, not with a forged one, not after signing out.
let shop: Storefront;
let delay = 0;
beforeAll(async () => {
  shop = await startStorefront({ MAX_EVENT_LOOP_DELAY_MS: '150' }, undefined, { eventLoopDelay: () => delay });
});
afterAll(() => shop?.close());

const page = (path: string, token?: string) => fetch(`${shop.url}${path}`, { headers: token ? { Cookie: `desk_session=${token}` } : {} });
const deskCall = (path: string, token: string) => fetch(`${shop.url}/back/api/v1${path}`, { headers: { Cookie: `desk_session=${token}` } });

describe('the desk’s pages while the loop lags', () => {
  it('open for staff the desk’s API accepted, and are shed for anyone else, as the shop’s pages are', async () => {
    const manager = await deskSession(shop, 'manager');
    const cook = await deskSession(shop, 'cook');
    // each screen was at work before the rush: its calls passed the staff guard
    expect((await deskCall('/desk/orders', manager)).status).toBe(200);
    expect((await deskCall('/desk/kitchen/orders', cook)).status).toBe(200);

    delay = 1000;
    expect((await page('/en/catalogue')).status).toBe(503);
    for (const path of ['/en/desk', '/desk', '/en/desk/kitchen']) {
      expect([path, (await page(path)).status]).toEqual([path, 503]);
      expect([path, (await page(path, 'forged-token')).status]).toEqual([path, 503]);
    }

    const desk = await page('/en/desk', manager);
    expect(desk.status).toBe(200);
    const html = await desk.text();
    expect(html).toContain('window.__DESK_BOOT__=');
    // its script (static files are never shed) and the board its early reads ask for arrive too
    const src = /<script type="module" src="([^"]+)"/.exec(html)![1];
    expect((await fetch(`${shop.url}${src}`)).status).toBe(200);
    // the early reads' script and the board's answer in the page (server/ssr/desk-board-html.ts): 3 + 2
    expect(html).toContain('id="desk-board-data"');
    expect(scriptTags(html)).toHaveLength(5);
    expect((await deskCall('/desk/orders', manager)).status).toBe(200);
    expect((await page('/tm/desk/kitchen', cook)).status).toBe(200);

    // signed out: the same cookie is nobody's, and is shed like any
    const out = await fetch(`${shop.url}/back/api/v1/desk/logout`, { method: 'POST', headers: { Authorization: `Bearer ${manager}` } });
    expect(out.status).toBe(200);
    expect((await page('/en/desk', manager)).status).toBe(503);

    delay = 0;
    expect((await page('/en/desk')).status).toBe(200);
  });
});
