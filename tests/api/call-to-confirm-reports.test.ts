import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API, accountsApp, addProduct, type AccountsContext } from './support/accounts';
import { guestOrder, signInStaff } from './support/desk';
import { testDatabases } from '../helpers/database';

// Call to confirm (issue 37), its edges: the confirming call is the shop's, so no status text goes out
// for it, and an order waiting for its call counts in the day's figures and the CSV like any other.
const NOON = '2026-03-02T07:00:00.000Z';
const DAY = '2026-03-02';
// as the shop keeps (and texts) it: the 8 digits after +993
const GUEST_PHONE = '65999999';

describe.each(testDatabases())('call to confirm: texts, Today and CSV (%s)', (dialect) => {
  let ctx: AccountsContext;
  let owner: Awaited<ReturnType<typeof signInStaff>>;
  let manager: Awaited<ReturnType<typeof signInStaff>>;
  let palow: number;
  beforeAll(async () => {
    ctx = await accountsApp(dialect, { ORDER_STATUS_SMS: 'true', SHOP_NAME: 'Aşhana' });
    ctx.clock.set(NOON);
    palow = await addProduct(ctx.db, 4500);
    owner = await signInStaff(ctx, 'owner');
    manager = await signInStaff(ctx, 'manager');
    expect((await request(ctx.app).put(`${API}/desk/call-to-confirm`).set(owner.auth).send({ on: true })).status).toBe(200);
  });
  afterAll(() => ctx.close());

  const desk = (path: string, body: object) => request(ctx.app).post(`${API}/desk/orders${path}`).set(manager.auth).send(body);
  const textsTo = (phone: string) => ctx.sms.sent.filter((m) => m.phone === phone).map((m) => m.text);

  it('sends no text when the order is placed waiting for its call, nor when staff confirm it; accepting texts once', async () => {
    const id = await guestOrder(ctx, palow);
    const before = textsTo(GUEST_PHONE).length;
    expect((await desk(`/${id}/status`, { status: 'new' })).status).toBe(200);
    expect((await desk(`/${id}/accept`, { minutes: 30 })).status).toBe(200);
    // the texts go out after the change, unawaited: the accepted one arriving means both events were read
    await vi.waitFor(() => expect(textsTo(GUEST_PHONE).length).toBeGreaterThan(before));
    const texts = textsTo(GUEST_PHONE).slice(before);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatch(/^Aşhana: .* принят, ожидайте к \d\d:\d\d\.$/);
  });

  it('counts an order waiting for its call in Today (by status) and lists it in the CSV with its status', async () => {
    const waiting = await guestOrder(ctx, palow);
    const number = (await ctx.db.selectFrom('orders').select('number').where('id', '=', waiting).executeTakeFirstOrThrow()).number;

    const today = await request(ctx.app).get(`${API}/desk/today`).set(manager.auth).query({ day: DAY });
    expect(today.status).toBe(200);
    expect(today.body.data.by_status.to_confirm).toBe(1);
    expect(today.body.data.orders).toBe(2);
    // not delivered: no revenue from an order nobody has confirmed yet
    expect(today.body.data.delivered).toBe(0);
    expect(today.body.data.revenue).toBe('0.00');

    const csv = await request(ctx.app).get(`${API}/desk/orders.csv`).set(manager.auth).query({ from: DAY, to: DAY });
    expect(csv.status).toBe(200);
    const rows = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    const header = rows[0].split(',');
    const row = rows.find((line) => line.startsWith(`${number},`) || line.startsWith(`"${number}",`));
    expect(row, `the CSV lists order ${number}`).toBeDefined();
    const status = row!.split(',')[header.indexOf('status')].replace(/"/g, '');
    expect(status).toBe('to_confirm');
  });
});
