// Issue 13 items 1–2: the home page's weight at 44 / 500 / 5,000 dishes (generated menus loaded
// through the catalogue import, npm run catalogue:import) and its uncached render at 5,000 dishes.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startServer, stopServer } from '../tests/e2e/server';
import { generatedCatalogue } from '../tests/helpers/generated-catalogue';
import { load, settledFetch } from './load';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Loads a generated menu of `dishes` dishes into the server's database with the operator's import command. */
function importMenu(dataDir: string, dishes: number) {
  const file = path.join(dataDir, `menu-${dishes}.json`);
  fs.writeFileSync(file, JSON.stringify(generatedCatalogue(dishes)));
  execFileSync(process.execPath, ['--import', 'tsx', 'server/db/import-cli.ts', file], {
    env: { ...process.env, DATABASE_URL: `file:${path.join(dataDir, 'shop.db')}`, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Wall time of one whole uncached home page, one request at a time: median of n. */
async function renderMedian(url: string, n = 30): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    await (await fetch(url)).arrayBuffer();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

export async function benchPages(seconds: number) {
  console.log('-- home page weight and render by menu size (generated menus through the catalogue import; every request rendered)');
  const limits: Record<number, number> = { 44: 50, 500: 150, 5000: 200 };
  for (const dishes of [44, 500, 5000]) {
    const server = await startServer({ LOG_LEVEL: 'info', PAGE_CACHE_TTL_MS: '0' });
    try {
      if (dishes !== 44) importMenu(server.dataDir, dishes);
      // running servers see an import within a second (the catalogue version is re-read at most once a second)
      await new Promise((r) => setTimeout(r, 1100));
      const sizes: string[] = [];
      for (const page of ['/', '/en', '/tm']) {
        const body = Buffer.from(await (await settledFetch(`${server.url}${page}`, 200)).arrayBuffer());
        sizes.push(`${page} ${kb(body.length)}`);
      }
      console.log(`home HTML at ${dishes} dishes${dishes === 44 ? ' (demo menu)' : ''}: ${sizes.join(', ')} [≤ ${limits[dishes]} KB]`);
      if (dishes === 5000) {
        await renderMedian(`${server.url}/`, 5); // warm-up
        console.log(`home render at 5,000 dishes, one at a time: median ${(await renderMedian(`${server.url}/`)).toFixed(1)} ms [≤ 50 ms]`);
        const loaded = await load(`${server.url}/`, { seconds });
        console.log(`home at 5,000 dishes under load: ${loaded.requestsPerSecond} pages/s, p99 ${loaded.p99Ms} ms (was 1.1 pages/s)`);
      }
    } finally {
      await stopServer(server);
    }
  }
}
