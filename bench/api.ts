// API throughput on loopback. Alone: `npx tsx bench/api.ts` starts the app on a free port over a
// freshly seeded SQLite file; bench/run.ts calls benchApi(url, seconds) against its production server.
// Each run is bounded in time and only talks to 127.0.0.1.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../server/config';
import { createApp } from '../server/app';
import { createLogger } from '../server/logger';
import { openDatabase } from '../server/db/connection';
import { migrateToLatest } from '../server/db/migrate';
import { seed } from '../server/db/seed';
import { load } from './load';

export interface ApiBenchResult {
  name: string;
  path: string;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
}

export const API_TARGETS = [
  { name: 'GET products?limit=100', path: '/back/api/v1/products?limit=100', target: 2000 },
  { name: 'GET categories?with_products', path: '/back/api/v1/categories?with_products=true', target: null },
];

/** A seeded SQLite server of our own, for running this file alone. */
async function ownServer() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATABASE_URL: `file:${path.join(dir, 'bench.db')}` });
  const database = openDatabase(config.database);
  await migrateToLatest(database);
  await seed(database);
  const app = createApp({ config, database, logger: createLogger(config) });
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async stop() {
      await new Promise((resolve) => server.close(resolve));
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function benchApi(baseUrl?: string, seconds = 5): Promise<ApiBenchResult[]> {
  const own = baseUrl ? null : await ownServer();
  const url = baseUrl ?? own!.url;
  const headers = { 'accept-language': 'ru' };
  try {
    // warm every target first (response cache, JIT), so the first measured one is not penalised
    for (const t of API_TARGETS) await load(`${url}${t.path}`, { seconds: 2, headers });
    const results: ApiBenchResult[] = [];
    for (const t of API_TARGETS) {
      const r = await load(`${url}${t.path}`, { seconds, headers });
      results.push({ name: t.name, path: t.path, ...r });
      console.log(`API ${t.name}: ${r.requestsPerSecond} req/s, p99 ${r.p99Ms} ms${r.non2xx ? `, ${r.non2xx} non-2xx` : ''}${t.target ? ` [≥ ${t.target} req/s]` : ''}`);
    }
    return results;
  } finally {
    await own?.stop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await benchApi(undefined, Number(process.env.BENCH_SECONDS ?? 5));
}
