// Issue 36's closing note: the product page's HTML and its uncached render with and without choice
// groups, on the demo menu: the everyday plov (dish 1, no groups), the shashlik (49: a required meat
// group and optional sauces, five options more on the page) and the wedding plov (51: two portions).
import zlib from 'node:zlib';
import { startServer, stopServer } from '../tests/e2e/server';
import { settledFetch } from './load';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const PAGES = [
  ['dish 1, no groups', 1],
  ['dish 49, meat + sauces', 49],
  ['dish 51, portion', 51],
] as const;

/** Wall time of whole uncached pages on loopback, one request at a time, the dishes taken in turn: median of n each. */
async function renderMedians(urls: string[], n: number): Promise<number[]> {
  const samples = urls.map(() => [] as number[]);
  for (let i = 0; i < n; i++) {
    for (const [k, url] of urls.entries()) {
      const start = performance.now();
      await (await fetch(url)).arrayBuffer();
      samples[k].push(performance.now() - start);
    }
  }
  return samples.map(median);
}

export async function benchProductChoices(runs = Number(process.env.BENCH_PRODUCT_RUNS ?? 60)) {
  console.log('-- product page with and without choice groups (demo menu, every request rendered, /tm)');
  const server = await startServer({ LOG_LEVEL: 'info', PAGE_CACHE_TTL_MS: '0' });
  try {
    const urls = PAGES.map(([, id]) => `${server.url}/tm/products/${id}`);
    for (const [i, [label]] of PAGES.entries()) {
      const body = Buffer.from(await (await settledFetch(urls[i], 200)).arrayBuffer());
      console.log(`${label}: HTML ${kb(body.length)}, gzip ${kb(zlib.gzipSync(body, { level: 9 }).length)}`);
    }
    await renderMedians(urls, 10); // warm-up
    const times = await renderMedians(urls, runs);
    console.log(`render, one at a time, median of ${runs}: ${PAGES.map(([label], i) => `${label} ${times[i].toFixed(1)} ms`).join(', ')}`);
  } finally {
    await stopServer(server);
  }
}
