// The main thread's long tasks on a page, at 4× CPU, from Chromium's own trace: each task over 50 ms
// with what ran at its top level (layout, style, a script's evaluation, React's scheduler …).
// While working on blocking time, after `npm run build`:
//   TRACE_PAGE=/checkout TRACE_STORAGE='{"shop.basket.v1":"{\"1\":2}"}' TRACE_RUNS=5 npx tsx bench/trace.ts
// A CPU profile cannot tell this: React's slices follow each other without an idle sample between.
import { chromium } from 'playwright';
import { startServer, stopServer } from '../tests/e2e/server';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown> };
}

const PAGE = process.env.TRACE_PAGE ?? '/';
const RUNS = Number(process.env.TRACE_RUNS ?? 3);
const STORAGE = process.env.TRACE_STORAGE ? (JSON.parse(process.env.TRACE_STORAGE) as Record<string, string>) : undefined;
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading'];

const file = (url: unknown) =>
  String(url ?? '')
    .split('/')
    .pop();

function label(event: TraceEvent): string {
  const data = event.args?.data ?? {};
  if (event.name === 'FunctionCall') return `script ${String(data.functionName || '(anonymous)')} in ${file(data.url)}`;
  if (event.name === 'v8.evaluateModule' || event.name === 'EvaluateScript') return `evaluate ${file(data.url)}`;
  if (event.name === 'TimerFire' || event.name === 'FireAnimationFrame' || event.name === 'EventDispatch')
    return `${event.name} ${String(data.type ?? '')}`.trim();
  return event.name;
}

/** The renderer's main thread: the thread with the most task time. */
function mainThread(events: TraceEvent[]) {
  const byThread = new Map<string, number>();
  for (const e of events)
    if (e.name === 'RunTask' && e.dur) byThread.set(`${e.pid}:${e.tid}`, (byThread.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
  const [pid, tid] = [...byThread]
    .sort((a, b) => b[1] - a[1])[0][0]
    .split(':')
    .map(Number);
  return events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X').sort((a, b) => a.ts - b.ts);
}

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const totals = new Map<string, number>();
let blocking = 0;
try {
  for (let run = 1; run <= RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    if (STORAGE) {
      await page.goto(`${server.url}/robots.txt`);
      await page.evaluate((entries) => entries.forEach(([k, v]) => localStorage.setItem(k, v)), Object.entries(STORAGE));
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(server.url + PAGE, { waitUntil: 'load' });
    await page.waitForTimeout(5000);
    const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    await context.close();

    const thread = mainThread(events);
    const origin = thread[0].ts;
    const paint = events.find((e) => e.name === 'firstContentfulPaint');
    let runBlocking = 0;
    for (const task of thread.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 50_000)) {
      const end = task.ts + task.dur!;
      // the task's top-level work: events inside it that no earlier one contains
      const parts = new Map<string, number>();
      let covered = 0;
      for (const e of thread) {
        if (e === task || e.ts < task.ts || e.ts + (e.dur ?? 0) > end || e.ts < covered) continue;
        covered = e.ts + (e.dur ?? 0);
        parts.set(label(e), (parts.get(label(e)) ?? 0) + (e.dur ?? 0) / 1000);
      }
      const ms = task.dur! / 1000;
      runBlocking += ms - 50;
      for (const [k, v] of parts) totals.set(k, (totals.get(k) ?? 0) + v);
      const top = [...parts].sort((a, b) => b[1] - a[1]).slice(0, 3);
      console.log(
        `run ${run}: ${ms.toFixed(0)} ms at ${((task.ts - origin) / 1000).toFixed(0)} ms: ${top.map(([k, v]) => `${v.toFixed(0)} ${k}`).join(' | ')}`,
      );
    }
    blocking += runBlocking;
    const fcp = paint ? `${((paint.ts - origin) / 1000).toFixed(0)} ms` : 'not seen';
    console.log(`run ${run}: blocking ${runBlocking.toFixed(0)} ms over all long tasks (first contentful paint at ${fcp})`);
  }
} finally {
  await browser.close();
  await stopServer(server);
}
console.log(`${PAGE}, 4× CPU, ${RUNS} runs: blocking ${(blocking / RUNS).toFixed(0)} ms a run; what the long tasks did, per run:`);
for (const [k, v] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  ${(v / RUNS).toFixed(0)} ms ${k}`);
