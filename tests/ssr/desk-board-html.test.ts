import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../../server/db/schema';
import type { DeskBoard } from '../../shared/desk-board';
import { insertBusyDay } from '../helpers/busy-day';
import { testDatabases } from '../helpers/database';
import { startStorefront, type Storefront } from './support';
import { deskSession } from './desk-support';

// Issue 37: a signed-in staff member's /desk carries the board (its answer, the placed orders' cards with
// their quick accepts as forms the server answers); nobody else's does, and nothing may keep it.

const EVIL = '</script><img src=x onerror=alert(1)>';

describe.each(testDatabases())("the desk's document with the board (%s)", (dialect) => {
  let shop: Storefront;
  let ids: Awaited<ReturnType<typeof insertBusyDay>>;
  const cookie: Record<string, string> = {};
  beforeAll(async () => {
    shop = await startStorefront({}, undefined, { dialect });
    ids = await insertBusyDay(
      shop.db as Kysely<Schema>,
      { new: 3, accepted: 2, cooking: 1, delivered: 2 },
      { now: new Date(), productId: 1, spacingMs: 1_000 },
    );
    // text from a shopper: escaped in the cards and in the data block alike
    await (shop.db as Kysely<Schema>).updateTable('orders').set({ address: EVIL }).where('id', '=', ids.new[0]).execute();
    for (const role of ['manager', 'cook'] as const) cookie[role] = `desk_session=${await deskSession(shop, role)}`;
  });
  afterAll(() => shop?.close());

  const page = (path: string, who?: 'manager' | 'cook') => fetch(`${shop.url}${path}`, { headers: who ? { Cookie: cookie[who] } : {} });
  const cards = (html: string) =>
    [...html.matchAll(/<article class="desk-card" aria-labelledby="desk-order-(\d+)">/g)].map((m) => Number(m[1]));
  const carried = (html: string) =>
    /<script type="application\/json" id="desk-board-data">(.*?)<\/script>/s.exec(html)?.[1] as string | undefined;

  it("a manager's board: every open order in its data, the new ones as cards with the quick accepts posting to the server, never kept", async () => {
    const res = await page('/en/desk', 'manager');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const html = await res.text();
    const board = (JSON.parse(carried(html)!) as { data: DeskBoard }).data;
    expect(board.open.map((o) => o.id).sort()).toEqual([...ids.new, ...ids.accepted, ...ids.cooking].sort());
    expect(board.finished_total).toBe(2);
    // the desk's language: the dish names as the desk's API client would have them
    expect(board.open[0].lines[0].name).toBe('Plov');
    expect(cards(html).sort()).toEqual([...ids.new].sort());
    for (const id of ids.new) {
      const form = new RegExp(`<form method="post" action="/en/desk/orders/${id}/accept" class="desk-actions"[^>]*>(.*?)</form>`).exec(
        html,
      );
      expect(form?.[1].match(/<button type="submit" class="desk-button" name="minutes" value="(\d+)">/g)).toHaveLength(5);
    }
    // every column says how many it holds; the later ones' cards come with the script
    expect(html).toMatch(/id="desk-col-accepted">Accepted <span class="desk-count">2<\/span>/);
    expect(html).toMatch(/id="desk-col-cooking">Cooking <span class="desk-count">1<\/span>/);
    expect(html).not.toContain(EVIL);
    expect(html).toContain('&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(carried(html)).toContain('\\u003C\\u002Fscript\\u003E');
  });

  it("in the desk's language: /tm/desk's cards and data are Turkmen", async () => {
    const html = await (await page('/tm/desk', 'manager')).text();
    expect((JSON.parse(carried(html)!) as { data: DeskBoard }).data.open[0].lines[0].name).toBe('Palow');
    expect(html).toContain(`action="/tm/desk/orders/${ids.new[0]}/accept"`);
  });

  it('signed out, a cook, the kitchen display: no order in the document, and the worker may keep it', async () => {
    for (const [path, who] of [['/en/desk'], ['/desk', 'cook'], ['/en/desk/kitchen', 'cook'], ['/en/desk/kitchen', 'manager']] as const) {
      const res = await page(path, who);
      expect(res.headers.get('cache-control'), `${path} ${who}`).toBe('private, no-cache');
      const html = await res.text();
      expect(cards(html), `${path} ${who}`).toEqual([]);
      expect(carried(html), `${path} ${who}`).toBeUndefined();
      for (const id of ids.new) expect(html).not.toContain(`desk-order-${id}`);
      // the orders' addresses (Magtymguly 0, 1…), not the shop's own (its config)
      expect(html).not.toMatch(/Magtymguly \d/);
    }
  });
});
