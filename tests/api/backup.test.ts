import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/connection';
import { migrateToLatest } from '../../server/db/migrate';
import { seed } from '../../server/db/seed';
import { createTestApp } from '../helpers/app';
import { API, capturingSms, testClock, type AccountsContext } from './support/accounts';
import { signInStaff } from './support/desk';
import { runCli } from './support/cli';

// The real commands in processes of their own, against a real server on a free port with its own
// SQLite file: the backup runs while 20 clients keep placing guest orders over HTTP.
const CLIENTS = 20;
const BACKUP = 'server/db/backup-cli.ts';
const RESTORE = 'server/db/restore-cli.ts';

interface Placed {
  number: string;
  tracking: string;
}

async function serve(database: Database, env: Record<string, string>) {
  const clock = testClock(); // noon in Ashgabat: inside the shop's hours whenever the suite runs
  const sms = capturingSms();
  const app = createTestApp(database, { env: { TRUST_PROXY: '1', ...env }, now: clock.now, sms });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${API}`;
  const ctx = { app, database, db: database.db, clock, sms, close: () => database.close() } as AccountsContext;
  const stop = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await database.close();
  };
  return { ctx, base, stop };
}

async function openShop(file: string) {
  const database = openDatabase({ kind: 'sqlite', file });
  await migrateToLatest(database);
  return database;
}

describe('npm run backup / npm run restore (sqlite)', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-'));
  const live = { DATABASE_URL: `file:${root}/live/shop.db`, MEDIA_DIR: `${root}/live/media` };
  let shop: Awaited<ReturnType<typeof serve>>;
  let dish: number;

  beforeAll(async () => {
    const database = await openShop(`${root}/live/shop.db`);
    await seed(database);
    // A busy shop's newest orders sit in the WAL file until a checkpoint folds them into shop.db; here
    // they stay there, so a copy that read shop.db alone (a file copy) would miss every one of them.
    await sql`PRAGMA wal_autocheckpoint = 0`.execute(database.db);
    shop = await serve(database, { MEDIA_DIR: live.MEDIA_DIR });
    dish = (await database.db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await shop?.stop();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('copies the database while 20 clients order; a fresh server on the restored copy has every order placed before, photos byte for byte', async () => {
    const manager = await signInStaff(shop.ctx, 'manager');
    for (const [id, r] of [
      [dish, 200],
      [dish + 1, 40],
    ]) {
      const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r, g: 120, b: 40 } } })
        .jpeg()
        .toBuffer();
      const res = await request(shop.ctx.app)
        .post(`${API}/desk/menu/dishes/${id}/photo`)
        .set(manager.auth)
        .set('Content-Type', 'image/jpeg')
        .send(photo);
      expect(res.status).toBe(200);
    }
    const photos = fs.readdirSync(live.MEDIA_DIR).sort();
    expect(photos).toHaveLength(6);

    const placed: Placed[] = [];
    let stop = false;
    const client = async (n: number) => {
      for (let i = 0; !stop; i++) {
        const res = await fetch(`${shop.base}/orders-web`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': `backup-${n}-${i}` },
          body: JSON.stringify({
            name: 'Merjen',
            phone: '+99365999999',
            address: 'Bitarap Türkmenistan 12',
            payment_method: 'cash',
            delivery_time: 'asap',
            items: [{ product_id: dish, quantity: 1 + (i % 3) }],
          }),
        });
        const body = await res.json();
        if (res.status !== 201) throw new Error(`order failed: ${res.status} ${JSON.stringify(body)}`);
        placed.push({ number: body.data.number, tracking: body.data.tracking_url });
      }
    };
    const clients = Array.from({ length: CLIENTS }, (_, n) => client(n));
    while (placed.length < 2 * CLIENTS) await new Promise((resolve) => setImmediate(resolve));

    const before = [...placed];
    const backup = await runCli(BACKUP, [`${root}/backup`], live);
    const duringBackup = placed.length - before.length;
    stop = true;
    await Promise.all(clients);
    expect(backup, backup.stderr).toMatchObject({ code: 0, stdout: expect.stringMatching(/^Backed up .* orders.* 6 photo files into /) });
    // the orders went on while it ran: the copy was taken from a database being written to
    expect(duringBackup).toBeGreaterThan(0);

    const restored = await runCli(RESTORE, [`${root}/backup`], { DATABASE_URL: `file:${root}/fresh/shop.db` });
    expect(restored, restored.stderr).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^Restored the backup of .* 6 photo files into /),
    });

    const fresh = await serve(await openShop(`${root}/fresh/shop.db`), { DATABASE_URL: `file:${root}/fresh/shop.db` });
    try {
      for (let i = 0; i < before.length; i += CLIENTS) {
        await Promise.all(
          before.slice(i, i + CLIENTS).map(async (order) => {
            const res = await fetch(`${fresh.base}${order.tracking}`);
            expect(res.status, order.number).toBe(200);
            expect((await res.json()).data.number).toBe(order.number);
          }),
        );
      }
      // nothing in the copy that no client was told was placed, and the manifest counts what is there
      const numbers = (await fresh.ctx.db.selectFrom('orders').select('number').execute()).map((o) => o.number);
      expect(new Set(placed.map((o) => o.number))).toEqual(new Set([...numbers, ...placed.map((o) => o.number)]));
      const manifest = JSON.parse(fs.readFileSync(`${root}/backup/manifest.json`, 'utf8'));
      expect(manifest.counts.orders).toBe(numbers.length);
      expect(numbers.length).toBeGreaterThanOrEqual(before.length);

      expect(fs.readdirSync(`${root}/fresh/media`).sort()).toEqual(photos);
      for (const name of photos) {
        const served = Buffer.from(await (await fetch(`${fresh.base.replace(API, '')}/media/${name}`)).arrayBuffer());
        expect(served.equals(fs.readFileSync(path.join(live.MEDIA_DIR, name))), name).toBe(true);
      }
    } finally {
      await fresh.stop();
    }
  }, 120_000);
});
