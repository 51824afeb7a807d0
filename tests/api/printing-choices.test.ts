// What was chosen reaches the kitchen and the books (issue 36): the CloudPRNT ticket in the order's
// language (plain and Star markup) lists each line's choices under its dish, the desk's CSV export
// names them after the dish, Today counts them, and the kitchen display's board sends them with each line.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { API } from './support/accounts';
import { choicesApp, type ChoicesShop } from './support/choices';
import { accept, printingShop } from './support/printing';
import { testDatabases } from '../helpers/database';
import { newKey } from '../helpers/orders';

describe.each(testDatabases())('choices on the ticket, the CSV and the kitchen display (%s)', (dialect) => {
  let s: ChoicesShop;
  const shop = printingShop(dialect, ['00:11:62:0c:0d:0e'], async () => {
    const made = await choicesApp(dialect);
    s = made.shop;
    return made.ctx;
  });

  const order = async (language: string) => {
    const res = await request(shop.ctx.app)
      .post(`${API}/orders-web`)
      .set('Idempotency-Key', newKey())
      .set('Accept-Language', language)
      .send({
        name: 'Merjen',
        phone: '+99365999999',
        address: 'Bitarap Türkmenistan 12',
        payment_method: 'cash',
        delivery_time: 'asap',
        items: [
          { product_id: s.plov, quantity: 1, choices: [s.half] },
          { product_id: s.shashlik, quantity: 2, choices: [s.lamb, s.hot] },
          { product_id: s.plain, quantity: 1 },
        ],
      });
    if (res.status !== 201) throw new Error(`order failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data as { id: number; number: string };
  };
  const names = async () =>
    Object.fromEntries(
      (await shop.ctx.db.selectFrom('products').select(['id', 'name_tm', 'name_en']).execute()).map((p) => [p.id, p]),
    ) as Record<number, { name_tm: string; name_en: string }>;

  it('prints each choice indented under its dish, in the order’s language (plain text)', async () => {
    const placed = await order('tm');
    expect((await accept(shop.ctx, shop.manager, placed.id)).status).toBe(200);
    const text = (await shop.printer.printOne())!;
    const p = await names();
    const dishes = text.split('\n').filter((l) => /^\d+ x |^ {3}\+ /.test(l));
    expect(dishes).toEqual([
      `1 x ${p[s.plov].name_tm}`,
      '   + Ýarym',
      `2 x ${p[s.shashlik].name_tm}`,
      '   + Goýun eti',
      '   + Ajy',
      `1 x ${p[s.plain].name_tm}`,
    ]);
    expect(text).toContain(`Sargyt ${placed.number}`);
  });

  it('prints the choices bold under the double-size quantity in Star markup', async () => {
    const placed = await order('en');
    await accept(shop.ctx, shop.manager, placed.id);
    const poll = await shop.printer.poll();
    const job = await shop.printer.fetchJob(poll.body.jobToken!, 'text/vnd.star.markup');
    expect(job.status).toBe(200);
    const p = await names();
    const lines = job.text.split('\n');
    const at = lines.indexOf(`[magnify: width 2; height 2]2 x[magnify: width 1; height 1] ${p[s.shashlik].name_en}`);
    expect(at).toBeGreaterThan(0);
    expect(lines.slice(at + 1, at + 3)).toEqual(['[bold: on]   + Lamb[bold: off]', '[bold: on]   + Hot[bold: off]']);
    expect(await shop.printer.report(poll.body.jobToken!, '200 OK')).toBe(200);
  });

  it('names the choices after each dish in the CSV export, in the export’s language', async () => {
    const csv = await request(shop.ctx.app)
      .get(`${API}/desk/orders.csv?from=2026-03-02&to=2026-03-02`)
      .set(shop.manager.auth)
      .set('accept-language', 'ru');
    expect(csv.status).toBe(200);
    const rows = csv.text
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .slice(1, -1);
    expect(rows).toHaveLength(2);
    const p = await shop.ctx.db.selectFrom('products').select(['id', 'name_ru']).execute();
    const ru = (id: number) => p.find((r) => r.id === id)!.name_ru;
    for (const row of rows) {
      expect(row).toContain(`${ru(s.plov)} (Половина) × 1; ${ru(s.shashlik)} (Баранина, Острый) × 2; ${ru(s.plain)} × 1`);
    }
  });

  it('counts the day’s choices by portions on Today, in the desk’s language', async () => {
    const today = await request(shop.ctx.app).get(`${API}/desk/today`).set(shop.manager.auth).set('accept-language', 'en');
    expect(today.status).toBe(200);
    // two orders, each half a plov and two lamb shashlik with a hot sauce
    expect(today.body.data.choices).toEqual([
      { group: 'Sauces', name: 'Hot', count: 4 },
      { group: 'Meat', name: 'Lamb', count: 4 },
      { group: 'Portion', name: 'Half', count: 2 },
    ]);
  });

  it('sends each line’s choices to the kitchen display, names in three languages', async () => {
    const board = await request(shop.ctx.app).get(`${API}/desk/kitchen/orders`).set(shop.manager.auth);
    expect(board.status).toBe(200);
    const lines = board.body.data.orders.flatMap((o: { lines: object[] }) => o.lines);
    expect(lines).toHaveLength(6);
    const shashlik = lines.find((l: { quantity: number }) => l.quantity === 2);
    expect(shashlik.choices).toEqual([
      expect.objectContaining({ option_id: s.lamb, name_tm: 'Goýun eti', name_ru: 'Баранина', name_en: 'Lamb', price: '10.00' }),
      expect.objectContaining({ option_id: s.hot, name_en: 'Hot', group_name_en: 'Sauces' }),
    ]);
    expect(lines.filter((l: { choices: unknown[] }) => l.choices.length === 0)).toHaveLength(2);
  });
});
