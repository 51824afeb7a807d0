import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, accountsApp, addProduct, type AccountsContext } from './support/accounts';
import { guestOrder, signInStaff } from './support/desk';
import { testDatabases } from '../helpers/database';
import { openDatabase } from '../../server/db/connection';
import { csvCell } from '../../server/api/desk/report';

const run = promisify(execFile);

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    for (const lead of ['+', '-', '@', '\t']) expect(csvCell(`${lead}1`)).toBe(`'${lead}1`);
  });
});

describe.each(testDatabases())('desk today and CSV (%s)', (dialect) => {
  let ctx: AccountsContext;
  let palow: number;
  let staff: Awaited<ReturnType<typeof signInStaff>>;
  beforeAll(async () => {
    // 2026-03-02 12:00 in Ashgabat
    ctx = await accountsApp(dialect);
    palow = await addProduct(ctx.db, 4550);
    staff = await signInStaff(ctx, 'manager');
  });
  afterAll(() => ctx.close());

  const move = (id: number, path: string, body: object) =>
    request(ctx.app).post(`${API}/desk/orders/${id}/${path}`).set(staff.auth).send(body);

  it("counts today's orders, revenue and average of the delivered ones, cancellations by reason; CSV lists them quoted", async () => {
    const a = await guestOrder(ctx, palow, 2, { name: 'Merjen, "Aýna"', note: '=1+2' });
    const b = await guestOrder(ctx, palow, 1);
    const c = await guestOrder(ctx, palow, 1);
    await guestOrder(ctx, palow, 1);
    for (const id of [a, b]) {
      await move(id, 'accept', { minutes: 30 });
      for (const status of ['cooking', 'on_the_way', 'delivered']) await move(id, 'status', { status });
    }
    await move(c, 'reject', { reason: 'out_of_stock' });

    const today = await request(ctx.app).get(`${API}/desk/today`).set(staff.auth);
    expect(today.status).toBe(200);
    // a: 2 × 45.50 + 15.00 delivery = 106.00; b: 45.50 + 15.00 = 60.50
    expect(today.body.data).toMatchObject({
      day: '2026-03-02',
      orders: 4,
      delivered: 2,
      revenue: '166.50',
      average: '83.25',
      cancelled: 1,
      by_status: { new: 1, delivered: 2, cancelled: 1 },
      cancelled_by_reason: { out_of_stock: 1, closed: 0, none: 0 },
    });
    const yesterday = await request(ctx.app).get(`${API}/desk/today?day=2026-03-01`).set(staff.auth);
    expect(yesterday.body.data).toMatchObject({ orders: 0, revenue: '0.00', average: '0.00' });

    const csv = await request(ctx.app)
      .get(`${API}/desk/orders.csv?from=2026-03-02&to=2026-03-02`)
      .set(staff.auth)
      .set('accept-language', 'en');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename=orders-2026-03-02-2026-03-02.csv');
    const lines = csv.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'number,placed_at,source,status,fulfilment,name,phone,address,latitude,longitude,payment_method,change_from,lines,subtotal,delivery_fee,bonus_spent,total,estimated_at,reject_reason,reject_note,note',
    );
    expect(lines).toHaveLength(6); // header, four orders, the final empty line
    const palowNumber = (
      await ctx.db.selectFrom('products').select('name_en').where('id', '=', palow).executeTakeFirstOrThrow()
    ).name_en.split(' ')[1];
    const first = lines[1];
    expect(first).toContain(
      `,web,delivered,delivery,"Merjen, ""Aýna""",65999999,Bitarap Türkmenistan 12,,,cash,,Pilaf ${palowNumber} × 2,`,
    );
    expect(first).toContain(',91.00,15.00,0.00,106.00,2026-03-02 12:');
    expect(first.endsWith(",,,'=1+2")).toBe(true);
    expect(lines[3]).toContain(',cancelled,');
    expect(lines[3]).toContain(',out_of_stock,,');

    const none = await request(ctx.app).get(`${API}/desk/orders.csv?from=2026-03-03&to=2026-03-04`).set(staff.auth);
    expect(none.text.replace(/^\uFEFF/, '').split('\r\n')).toHaveLength(2);
    const backwards = await request(ctx.app).get(`${API}/desk/orders.csv?from=2026-03-04&to=2026-03-01`).set(staff.auth);
    expect(backwards.status).toBe(422);
    expect((await request(ctx.app).get(`${API}/desk/orders.csv?from=2026-02-31&to=2026-03-01`).set(staff.auth)).status).toBe(422);
  });
});

describe('npm run staff:add', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-staff-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const staffAdd = (file: string, ...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', path.resolve('server/api/desk/staff-cli.ts'), ...args], {
      env: { ...process.env, DATABASE_URL: `file:${file}`, LOG_LEVEL: 'silent' },
      timeout: 60_000,
    });

  it('creates the user as staff once; again changes nothing; a new role is one more audited change; the last owner stays', async () => {
    const file = path.join(dir, 'shop.db');
    expect((await staffAdd(file, '+99365123456', 'manager')).stdout).toContain('is now manager');
    expect((await staffAdd(file, '65123456', 'manager')).stdout).toContain('already manager');
    expect((await staffAdd(file, '+993 65 12-34-56', 'owner')).stdout).toContain('is now owner');
    await expect(staffAdd(file, '+99365123456', 'manager')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('last_owner'),
    });
    const database = openDatabase({ kind: 'sqlite', file });
    try {
      expect(await database.db.selectFrom('users').select(['phone', 'staff_role']).execute()).toEqual([
        { phone: '65123456', staff_role: 'owner' },
      ]);
      expect(
        await database.db.selectFrom('audit_log').select(['actor', 'actor_user_id', 'action', 'before', 'after']).orderBy('id').execute(),
      ).toEqual([
        {
          actor: 'cli',
          actor_user_id: null,
          action: 'staff.add',
          before: null,
          after: JSON.stringify({ phone: '65123456', role: 'manager' }),
        },
        {
          actor: 'cli',
          actor_user_id: null,
          action: 'staff.role',
          before: JSON.stringify({ phone: '65123456', role: 'manager' }),
          after: JSON.stringify({ phone: '65123456', role: 'owner' }),
        },
      ]);
    } finally {
      await database.close();
    }
  });

  it('refuses a landline or an unknown role with the usage line', async () => {
    const file = path.join(dir, 'bad.db');
    await expect(staffAdd(file, '+99312345678', 'owner')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Usage: npm run staff:add'),
    });
    await expect(staffAdd(file, '+99365123456', 'chef')).rejects.toMatchObject({ code: 2 });
  });
});
