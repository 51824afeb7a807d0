// API throughput on loopback. bench/run.ts calls benchApi(url, seconds) against the production
// server it started. Alone, `npx tsx bench/api.ts` starts bench/api-server.ts (the app over a
// freshly seeded SQLite file) in a process of its own and measures that. Each run is bounded in
// time and only talks to 127.0.0.1.
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

/** Benchmarks the API of a server already running at baseUrl; prints one line per target. */
export async function benchApi(baseUrl: string, seconds: number): Promise<ApiBenchResult[]> {
  const headers = { 'accept-language': 'ru' };
  // warm every target first (response cache, JIT), so the first measured one is not penalised
  for (const t of API_TARGETS) await load(`${baseUrl}${t.path}`, { seconds: 2, headers });
  const results: ApiBenchResult[] = [];
  for (const t of API_TARGETS) {
    const r = await load(`${baseUrl}${t.path}`, { seconds, headers });
    results.push({ name: t.name, path: t.path, ...r });
    console.log(
      `API ${t.name}: ${r.requestsPerSecond} req/s, p99 ${r.p99Ms} ms${r.non2xx ? `, ${r.non2xx} non-2xx` : ''}${t.target ? ` [≥ ${t.target} req/s]` : ''}`,
    );
  }
  return results;
}

/** bench/api-server.ts in a child process; resolves once it listens. */
async function ownServer() {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const child = fork(path.join(here, 'api-server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (m) => resolve((m as { url: string }).url));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const server = await ownServer();
  try {
    const seconds = Number(process.env.BENCH_SECONDS ?? 5);
    console.log(
      `API server ${server.url} (own process, production mode, seeded SQLite, log level info), ${seconds}s per run, 10 connections`,
    );
    await benchApi(server.url, seconds);
  } finally {
    await server.stop();
  }
}
