import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../../server/db/schema';
import { insertBusyDay } from '../helpers/busy-day';
import { testDatabases } from '../helpers/database';
import { startStorefront, type Storefront } from './support';
import { deskSession } from './desk-support';

// Issue 37: a new order's quick accept on the board the server rendered is a form the server answers,
// through the desk API's own move: its rules, roles and CSRF rule hold.

describe.each(testDatabases())("the board's accept form (%s)", (dialect) => {
  let shop: Storefront;
  let fresh: number[];
  const cookie: Record<string, string> = {};
  beforeAll(async () => {
    shop = await startStorefront({}, undefined, { dialect });
    fresh = (await insertBusyDay(shop.db as Kysely<Schema>, { new: 6 }, { now: new Date(), productId: 1, spacingMs: 1_000 })).new;
    for (const role of ['manager', 'cook'] as const) cookie[role] = `desk_session=${await deskSession(shop, role)}`;
  });
  afterAll(() => shop?.close());

  const post = (path: string, body: string, headers: Record<string, string>) =>
    fetch(`${shop.url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body,
    });
  const sameSite = (who?: 'manager' | 'cook') => ({ Origin: shop.url, ...(who ? { Cookie: cookie[who] } : {}) });
  const status = async (id: number) =>
    (
      await (shop.db as Kysely<Schema>)
        .selectFrom('orders')
        .select(['status', 'estimated_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;

  it('a manager accepts with a quick estimate: the board again (303), the order accepted for that many minutes', async () => {
    const before = Date.now();
    const res = await post(`/en/desk/orders/${fresh[0]}/accept`, 'minutes=30', sameSite('manager'));
    expect([res.status, res.headers.get('location')]).toEqual([303, '/en/desk']);
    const order = await (shop.db as Kysely<Schema>).selectFrom('orders').selectAll().where('id', '=', fresh[0]).executeTakeFirstOrThrow();
    expect(order.status).toBe('accepted');
    expect(Date.parse(order.estimated_at!) - before).toBeGreaterThanOrEqual(30 * 60_000 - 1_000);
    // in Russian (the desk without a prefix) too
    expect((await post(`/desk/orders/${fresh[1]}/accept`, 'minutes=20', sameSite('manager'))).headers.get('location')).toBe('/desk');
    expect(await status(fresh[1])).toBe('accepted');
  });

  it("an order someone moved first: the API's words in the desk's language, and the way back to the board", async () => {
    const res = await post(`/en/desk/orders/${fresh[0]}/accept`, 'minutes=45', sameSite('manager'));
    expect(res.status).toBe(409);
    const html = await res.text();
    expect(html).toMatch(/<h1 role="alert">[^<]+<\/h1>/);
    expect(html).toContain('<a href="/en/desk">Back to the orders board</a>');
  });

  it('refused, nothing changed: from another site, by a cook, with a minutes value the desk does not offer, signed out', async () => {
    const id = fresh[2];
    const crossSite = await post(`/en/desk/orders/${id}/accept`, 'minutes=30', { Cookie: cookie.manager, 'Sec-Fetch-Site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect((await post(`/en/desk/orders/${id}/accept`, 'minutes=30', { Cookie: cookie.manager })).status).toBe(403);
    expect((await post(`/en/desk/orders/${id}/accept`, 'minutes=30', sameSite('cook'))).status).toBe(403);
    for (const body of ['minutes=7', 'minutes=', 'minutes=abc', ''])
      expect((await post(`/en/desk/orders/${id}/accept`, body, sameSite('manager'))).status, body).toBe(422);
    const signedOut = await post(`/en/desk/orders/${id}/accept`, 'minutes=30', sameSite());
    expect([signedOut.status, signedOut.headers.get('location')]).toEqual([303, '/en/desk']);
    expect(await status(id)).toBe('new');
  });
});
