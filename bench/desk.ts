// Desk latency: the time from sending a guest order (POST /back/api/v1/orders-web) to its
// `order.placed` event on an open desk stream (GET /back/api/v1/desk/events), over 100 orders
// placed one after another. On SQLite one production server; with TEST_DATABASE_URL also on
// PostgreSQL with two server processes (the order placed on one, the desk stream on the other, so
// the event crosses LISTEN/NOTIFY). bench/run.ts calls benchDesk(); alone, `npx tsx bench/desk.ts`
// (npm run build first). Only talks to 127.0.0.1.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startServer, stopServer, type RunningServer } from '../tests/e2e/server';

const ORDERS = Number(process.env.BENCH_DESK_ORDERS ?? 100);
const EVENT_TIMEOUT_MS = 10_000;
const STAFF_PHONE = '65123456';
const API = '/back/api/v1';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p99 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.99))];

/** `npm run staff:add` against the server's database (the owner's phone by default; a cook has another). */
export function addStaff(databaseUrl: string, role: 'owner' | 'manager' | 'cook' = 'owner', phone = STAFF_PHONE) {
  execFileSync(process.execPath, ['--import', 'tsx', 'server/api/desk/staff-cli.ts', `+993${phone}`, role], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: 'pipe',
  });
}

/** The code the development SMS sender "sent" to the staff phone, from the server's log. */
export async function smsCode(server: RunningServer, phone = STAFF_PHONE): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const entry = fs
      .readFileSync(server.logFile, 'utf8')
      .split('\n')
      .filter((l) => l.includes('"devSms":true'))
      .map((l) => JSON.parse(l))
      .reverse()
      .find((e) => e.phone === `+993******${phone.slice(-2)}`);
    const code = /\b(\d{5})\b/.exec(String(entry?.text ?? ''))?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no sign-in code in the server log');
}

export async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const json = (await res.json()) as { success: boolean; data: unknown };
  if (!res.ok) throw new Error(`POST ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** A desk session's bearer token, signed in with phone and code like the desk does. */
export async function deskToken(server: RunningServer, phone = STAFF_PHONE): Promise<string> {
  await post(`${server.url}${API}/desk/login`, { phone: `+993${phone}` });
  const data = (await post(`${server.url}${API}/desk/login/verify`, { phone: `+993${phone}`, otp: await smsCode(server, phone) })) as {
    api_token: string;
  };
  return data.api_token;
}

/** Opens the desk's SSE stream; `placedAt` gives the arrival time of an order's `order.placed`. */
async function openDesk(server: RunningServer, token: string) {
  const controller = new AbortController();
  const res = await fetch(`${server.url}${API}/desk/events`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (res.status !== 200 || !res.body) throw new Error(`desk stream answered ${res.status}`);
  const arrived = new Map<number, number>();
  const waiters = new Map<number, (at: number) => void>();
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        const now = performance.now();
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const type = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (type !== 'order.placed' || !data) continue;
          const orderId = (JSON.parse(data) as { order_id: number }).order_id;
          arrived.set(orderId, now);
          waiters.get(orderId)?.(now);
        }
      }
    } catch {
      // aborted at the end
    }
  })();
  return {
    placedAt(orderId: number): Promise<number | null> {
      const at = arrived.get(orderId);
      if (at !== undefined) return Promise.resolve(at);
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(null), EVENT_TIMEOUT_MS);
        waiters.set(orderId, (t) => {
          clearTimeout(timer);
          resolve(t);
        });
      });
    },
    close: () => controller.abort(),
  };
}

/** Places ORDERS guest orders on `shop`, one after another, timing each to its event on `desk`'s stream. */
export async function measureDesk(shop: RunningServer, desk: RunningServer, databaseUrl: string) {
  addStaff(databaseUrl);
  const stream = await openDesk(desk, await deskToken(desk));
  const run = randomBytes(4).toString('hex');
  const times: number[] = [];
  try {
    for (let i = 0; i < ORDERS; i++) {
      const start = performance.now();
      const order = (await post(
        `${shop.url}${API}/orders-web`,
        {
          name: 'Bench',
          phone: '+99365999999',
          address: 'Bitarap Türkmenistan 12',
          payment_method: 'cash',
          delivery_time: 'asap',
          items: [{ product_id: 1, quantity: 1 }],
        },
        { 'Idempotency-Key': `bench-desk-${run}-${i}`, 'X-Forwarded-For': `10.9.${i >> 8}.${i & 255}` },
      )) as { id: number };
      const at = await stream.placedAt(order.id);
      if (at !== null) times.push(at - start);
    }
  } finally {
    stream.close();
  }
  return { received: times.length, medianMs: median(times), p99Ms: p99(times) };
}

function print(label: string, r: Awaited<ReturnType<typeof measureDesk>>) {
  console.log(
    `${label}: POST /orders-web → order.placed on the desk stream: median ${r.medianMs?.toFixed(1)} ms, p99 ${r.p99Ms?.toFixed(1)} ms; ${r.received}/${ORDERS} received [all, < 2000 ms]`,
  );
}

async function onSqlite() {
  const server = await startServer({ LOG_LEVEL: 'info' });
  try {
    print('desk latency, SQLite, one process', await measureDesk(server, server, `file:${path.join(server.dataDir, 'shop.db')}`));
  } finally {
    await stopServer(server);
  }
}

/** A database of its own on the PostgreSQL of TEST_DATABASE_URL, dropped afterwards. */
async function onPostgres(adminUrl: string) {
  const name = `bench_desk_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const servers: RunningServer[] = [];
  try {
    // one after the other: the first migrates and seeds, the second finds it done
    servers.push(await startServer({ LOG_LEVEL: 'info', DATABASE_URL: databaseUrl }));
    servers.push(await startServer({ LOG_LEVEL: 'info', DATABASE_URL: databaseUrl }));
    print('desk latency, PostgreSQL, order on one process, desk on another', await measureDesk(servers[0], servers[1], databaseUrl));
  } finally {
    await Promise.all(servers.map(stopServer));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

export async function benchDesk() {
  await onSqlite();
  if (process.env.TEST_DATABASE_URL) await onPostgres(process.env.TEST_DATABASE_URL);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchDesk();
