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
/** How many frames inside React's phase name a long task's samples (TRACE_DEPTH=6 to see into a hook). */
const DEPTH = Number(process.env.TRACE_DEPTH ?? 2);
const STORAGE = process.env.TRACE_STORAGE ? (JSON.parse(process.env.TRACE_STORAGE) as Record<string, string>) : undefined;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
];

/** React's phases, outermost first: a sample under one of them counts for it. */
const PHASES = ['flushPassiveEffects', 'commitRoot', 'workLoopSync', 'workLoopConcurrentByScheduler', 'createBrowserRouter'];
/** React's own frames, skipped when naming what ran inside a phase. */
const REACT_FRAME =
  /^(performUnitOfWork|beginWork|completeUnitOfWork|completeWork|renderWithHooks|updateFunctionComponent|mountIndeterminateComponent|reconcileChild\w*|createChild|updateHostComponent|commit\w*|flush\w*Effects\w*|recursivelyTraverse\w*|)$/;

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string };
}

/** The main thread's CPU samples (time, stack outermost first) from the trace's profile chunks. */
function samplesOf(events: TraceEvent[], pid: number, tid: number) {
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; stack: string[] }[] = [];
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid) as (TraceEvent & { id?: string }) | undefined;
  if (!profile) return samples;
  let ts = Number(profile.args?.data?.startTime ?? profile.ts);
  const chunks = events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid && (e as { id?: string }).id === profile.id);
  const ids: number[] = [];
  for (const chunk of chunks.sort((a, b) => a.ts - b.ts)) {
    const data = chunk.args?.data as { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] };
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    (data.cpuProfile?.samples ?? []).forEach((id, i) => {
      ts += data.timeDeltas?.[i] ?? 0;
      ids.push(id);
      samples.push({ ts, stack: [] });
    });
  }
  samples.forEach((sample, i) => {
    for (let node = nodes.get(ids[i]); node; node = node.parent ? nodes.get(node.parent) : undefined)
      sample.stack.unshift(node.callFrame.functionName || (node.callFrame.url ? `(${file(node.callFrame.url)})` : ''));
  });
  return samples;
}

/** What a long task's samples were doing: React's phase and the first non-React frames inside it. */
function attribute(stacks: string[][]) {
  const counts = new Map<string, number>();
  for (const stack of stacks) {
    const at = stack.findIndex((f) => PHASES.includes(f));
    const inside = stack.slice(at + 1).filter((f) => !REACT_FRAME.test(f) && !f.startsWith('('));
    const key =
      at >= 0
        ? `${stack[at]}${inside.length ? ` > ${inside.slice(0, DEPTH).join(' > ')}` : ''}`
        : stack.filter(Boolean).slice(-1)[0] || '(native)';
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([k, n]) => `${Math.round((100 * n) / stacks.length)}% ${k}`)
    .join(' | ');
}

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
        console.log(`         samples: ${attribute(inside)}`);
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
