// Overload: find the highest page rate the server sustains, then drive twice that for a burst and
// see whether it sheds (fast 503s) or piles up (time-outs, seconds of latency, slow recovery).
// bench/run.ts calls benchOverload(url); alone, `npx tsx bench/overload.ts` starts its own
// production server (npm run build first). Bounded in time; only talks to 127.0.0.1.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { load } from './load';

const BURST_SECONDS = Number(process.env.BENCH_BURST_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_OVERLOAD_ROUNDS ?? 3);
const RECOVERY_MS = 10_000;
const CLIENT_TIMEOUT_S = 5;

export interface BurstRound {
  served: number;
  shed: number;
  timeouts: number;
  p99Ms: number;
  healthzP99Ms: number;
  afterP99Ms: number;
}

/**
 * The production defaults of the event-loop gate. The e2e servers turn it off (Chromium shares the cores),
 * so a server started for this benchmark must turn it back on, or the burst measures no gate at all.
 */
export const PRODUCTION_SHEDDING = { MAX_EVENT_LOOP_DELAY_MS: '150', MAX_EVENT_LOOP_UTILIZATION: '95' };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p99 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.99))];

/** An open-loop page load at a fixed rate (autocannon spreads it over the connections). */
async function atRate(url: string, rate: number, seconds: number, connections = Math.min(400, Math.max(10, Math.ceil(rate * 2)))) {
  const r = await autocannon({
    url,
    duration: seconds,
    connections,
    overallRate: Math.max(1, Math.round(rate)),
    timeout: CLIENT_TIMEOUT_S,
  });
  return {
    p99Ms: r.latency.p99,
    timeouts: r.timeouts,
    servedPerSecond: Math.round(r['2xx'] / seconds),
    shed: (r.statusCodeStats?.['503']?.count ?? 0) + (r.statusCodeStats?.['429']?.count ?? 0),
    non2xx: r.non2xx,
  };
}

/** /healthz every 100 ms from a process of its own, so the load generator's lag is not counted. */
function probeHealthz(url: string, seconds: number): Promise<number[]> {
  const script = `const http=require('http');const out=[];const end=Date.now()+${seconds * 1000};
(function tick(){if(Date.now()>=end){console.log(JSON.stringify(out));return}const t=process.hrtime.bigint();
const done=()=>{out.push(Number(process.hrtime.bigint()-t)/1e6);setTimeout(tick,100)};
const req=http.get(${JSON.stringify(`${url}/healthz`)},{agent:false,timeout:${CLIENT_TIMEOUT_S * 1000}},(r)=>{r.resume();r.on('end',done)});
req.on('timeout',()=>req.destroy());req.on('error',()=>{out.push(${CLIENT_TIMEOUT_S * 1000});setTimeout(tick,100)})})()`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  let text = '';
  child.stdout.on('data', (d) => (text += d));
  return new Promise((resolve) => child.on('exit', () => resolve(JSON.parse(text || '[]'))));
}

export async function benchOverload(baseUrl: string, seconds: number) {
  const page = `${baseUrl}/`;
  await load(page, { seconds: 2 }); // warm up
  // pages actually rendered (2xx), so a server that sheds at 10 connections is not credited for its 503s
  const sustainable = (await atRate(page, 10_000, seconds, 10)).servedPerSecond;
  const normal = await atRate(page, sustainable / 2, 3);
  console.log(
    `highest sustainable page rate (10 connections, every request rendered): ${sustainable} req/s; p99 at half that: ${normal.p99Ms} ms`,
  );
  const rounds: BurstRound[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const healthz = probeHealthz(baseUrl, BURST_SECONDS);
    const burst = await atRate(page, sustainable * 2, BURST_SECONDS);
    const healthzMs = await healthz;
    await new Promise((r) => setTimeout(r, RECOVERY_MS));
    const after = await atRate(page, sustainable / 2, 3);
    rounds.push({
      served: burst.servedPerSecond,
      shed: burst.shed,
      timeouts: burst.timeouts,
      p99Ms: burst.p99Ms,
      healthzP99Ms: Math.round(p99(healthzMs)),
      afterP99Ms: after.p99Ms,
    });
    console.log(
      `  burst ${i + 1}: ${sustainable * 2} req/s for ${BURST_SECONDS}s: ${burst.servedPerSecond} pages/s served, ${burst.shed} shed (503/429), ${burst.timeouts} time-outs (${CLIENT_TIMEOUT_S}s), p99 ${burst.p99Ms} ms; /healthz p99 ${rounds[i].healthzP99Ms} ms; page p99 ${RECOVERY_MS / 1000}s later ${after.p99Ms} ms`,
    );
  }
  const m = (k: keyof BurstRound) => median(rounds.map((r) => r[k]));
  console.log(
    `overload at 2× (median of ${ROUNDS}): ${m('served')} pages/s served, ${m('shed')} shed, ${m('timeouts')} time-outs, p99 ${m('p99Ms')} ms [503s, no time-outs]; /healthz p99 ${m('healthzP99Ms')} ms [< 1000 ms]; p99 ${RECOVERY_MS / 1000}s after ${m('afterP99Ms')} ms [≈ ${normal.p99Ms} ms]`,
  );
  return { sustainable, normalP99Ms: normal.p99Ms, rounds };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { startServer, stopServer } = await import('../tests/e2e/server');
  const server = await startServer({ LOG_LEVEL: 'info', PAGE_CACHE_TTL_MS: '0', ...PRODUCTION_SHEDDING });
  try {
    await benchOverload(server.url, Number(process.env.BENCH_SECONDS ?? 5));
  } finally {
    await stopServer(server);
  }
}
