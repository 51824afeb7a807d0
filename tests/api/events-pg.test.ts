import { spawn, type ChildProcess } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/connection';
import { LISTENER_APPLICATION_NAME } from '../../server/events/pg-bus';
import { createTestDatabase } from '../helpers/database';
import { addProduct } from './support/accounts';
import { eventOf, openStream, placeGuestOrder } from './support/sse';

// Two server processes on one PostgreSQL schema: an order placed through one reaches a stream
// open on the other (LISTEN/NOTIFY), also after the listening connection was killed.
const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('order events across server processes (postgres)', () => {
  let database: Database;
  let admin: pg.Client;
  let palow: number;
  const servers: { process: ChildProcess; base: string; output: () => string }[] = [];

  function start() {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/api/support/events-server.ts'], {
      env: { ...process.env, DATABASE_URL: url, DB_SCHEMA: database.schema },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr!.on('data', (chunk) => void (output += chunk));
    return new Promise<(typeof servers)[number]>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk;
        const port = /\{"listening":(\d+)\}/.exec(output)?.[1];
        if (port) resolve({ process: child, base: `http://127.0.0.1:${port}`, output: () => output });
      });
      child.on('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
    });
  }

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    palow = await addProduct(database.db, 4500);
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    servers.push(...(await Promise.all([start(), start()])));
  }, 60_000);

  afterAll(async () => {
    for (const s of servers) s.process.kill();
    await admin?.end();
    await database?.close();
  });

  const [a, b] = [0, 1].map((i) => () => servers[i]);
  const placeThrough = async (base: string) => (await placeGuestOrder(base, palow)).id;
  const listeners = async () =>
    (
      await admin.query<{ pid: number }>('select pid from pg_stat_activity where application_name = $1 and query = $2', [
        LISTENER_APPLICATION_NAME,
        `LISTEN shop_events_${database.schema}`,
      ])
    ).rows.map((r) => r.pid);

  it('an order placed through one process reaches a stream open on the other within 2 s', async () => {
    const stream = await openStream(`${b().base}/desk-events`);
    try {
      await stream.next((m) => m.retry !== undefined);
      const started = performance.now();
      const id = await placeThrough(a().base);
      await stream.next(eventOf('order.placed', id), 2000);
      expect(performance.now() - started).toBeLessThan(2000);
    } finally {
      await stream.close();
    }
  });

  it('a stream that drops on one process resumes on the other from its Last-Event-ID', async () => {
    const first = await openStream(`${a().base}/desk-events`);
    await first.next((m) => m.retry !== undefined);
    const seen = await placeThrough(b().base);
    const last = await first.next(eventOf('order.placed', seen));
    await first.close();
    const missed = [await placeThrough(a().base), await placeThrough(b().base)];
    const resumed = await openStream(`${b().base}/desk-events`, { 'last-event-id': last.id! });
    try {
      await resumed.next(eventOf('order.placed', missed[1]));
      expect(resumed.events().map((e) => e.order_id)).toEqual(missed);
    } finally {
      await resumed.close();
    }
  });

  it('a killed LISTEN connection reconnects by itself and the stream catches up; the process lives', async () => {
    const stream = await openStream(`${b().base}/desk-events`);
    try {
      await stream.next((m) => m.retry !== undefined);
      await expect.poll(listeners).toHaveLength(2);
      const before = await listeners();
      // B's listener (A's too: both reconnect); orders placed meanwhile must still arrive
      const killed = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and query = $2',
        [LISTENER_APPLICATION_NAME, `LISTEN shop_events_${database.schema}`],
      );
      expect(killed.rowCount).toBe(2);
      const during = [await placeThrough(a().base), await placeThrough(a().base)];
      for (const id of during) await stream.next(eventOf('order.placed', id), 10_000);
      await expect.poll(listeners, { timeout: 10_000 }).toHaveLength(2);
      expect((await listeners()).some((pid) => before.includes(pid))).toBe(false);
      const after = await placeThrough(a().base);
      await stream.next(eventOf('order.placed', after), 2000);
      expect(stream.events().filter((e) => during.includes(e.order_id))).toHaveLength(2);
      for (const s of servers) expect(s.process.exitCode, s.output()).toBeNull();
    } finally {
      await stream.close();
    }
  }, 30_000);
});
