import http from 'node:http';
import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
}

/** autocannon on loopback, bounded in time. */
export async function load(
  url: string,
  { seconds = 5, connections = 10, headers = {} as Record<string, string> } = {},
): Promise<LoadResult> {
  const result = await autocannon({ url, duration: seconds, connections, headers });
  return { requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99, non2xx: result.non2xx };
}

/** Time to first byte of one request at a time, median of n. */
export async function ttfbMedian(url: string, n = 50): Promise<number> {
  const samples: number[] = [];
  const agent = new http.Agent({ keepAlive: true });
  for (let i = 0; i < n; i++) {
    samples.push(
      await new Promise<number>((resolve, reject) => {
        const start = process.hrtime.bigint();
        http
          .get(url, { agent }, (res) => {
            res.once('data', () => resolve(Number(process.hrtime.bigint() - start) / 1e6));
            res.resume();
          })
          .on('error', reject);
      }),
    );
  }
  agent.destroy();
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)];
}

/** GET until the server answers `status`: a busy machine can make the overload gate refuse the first ones. */
export async function settledFetch(url: string, status: number, tries = 20): Promise<Response> {
  for (let i = 1; ; i++) {
    const res = await fetch(url);
    if (res.status === status || res.status !== 503 || i === tries) return res;
    await res.arrayBuffer();
    await new Promise((r) => setTimeout(r, 500));
  }
}
