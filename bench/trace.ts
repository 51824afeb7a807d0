// The main thread's long tasks on a page, at 4× CPU, from Chromium's own trace: each task over 50 ms
// with what ran at its top level (layout, style, a script's evaluation, React's scheduler …).
// While working on blocking time, after `npm run build`:
//   TRACE_PAGE=/checkout TRACE_STORAGE='{"shop.basket.v1":"{\"1\":2}"}' TRACE_RUNS=5 npx tsx bench/trace.ts
// A CPU profile alone cannot tell this: React's slices follow each other without an idle sample
// between. So the trace carries the main thread's CPU samples too, and each long task names the phase
// its samples were in (React's commit, its passive effects, a render slice; the component or hook on
// top). Function names are readable only in an unminified build: `npx vite build --minify false` after
// `npm run build` (then put the desk's manifest back, or the server will not start).
import { chromium } from 'playwright';
import { startServer, stopServer } from '../tests/e2e/server';
import { attribute, CATEGORIES, label, mainThread, PHASES, samplesOf, type TraceEvent } from './trace-events';

const PAGE = process.env.TRACE_PAGE ?? '/';
const RUNS = Number(process.env.TRACE_RUNS ?? 3);
/** How many frames inside React's phase name a long task's samples (TRACE_DEPTH=6 to see into a hook). */
const DEPTH = Number(process.env.TRACE_DEPTH ?? 2);
const STORAGE = process.env.TRACE_STORAGE ? (JSON.parse(process.env.TRACE_STORAGE) as Record<string, string>) : undefined;

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
    const samples = samplesOf(events, thread[0].pid, thread[0].tid);
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
      const inside = samples.filter((sample) => sample.ts >= task.ts && sample.ts <= end).map((sample) => sample.stack);
      if (inside.some((stack) => stack.some((f) => PHASES.includes(f) || !f.startsWith('('))))
        console.log(`         samples: ${attribute(inside, DEPTH)}`);
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
