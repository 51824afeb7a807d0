// The main thread's start-up work on a first visit, by its CPU time rather than its wall time: each task's
// thread time (Chromium's trace, `tdur`) times 4 for a phone 4× slower, its blocking part the time over
// 50 ms. On a shared, loaded machine the wall time of a throttled page is mostly other processes' turns
// (bench/trace.ts saw the same page's blocking vary tenfold); the thread time is the page's own work, so
// two builds can be compared in one sitting (issue 35). No CPU throttling: throttled, the renderer's
// thread time includes the throttle's own pauses. Run after `npm run build`, from the worktree to measure:
//   CPU_PAGES=/,/products/1,/checkout CPU_RUNS=5 npx tsx bench/start-up-cpu.ts   (CPU_PARTS=1: what each long task did)
// CPU_FLOOR=1: the same-stack floor's page and its menu with as many cards as the shop's home (bench/floor).
// Each page's last line also gives the medians of the main thread's style recalculation (UpdateLayoutTree),
// layout and script (EvaluateScript, FunctionCall, v8.compile…) over the whole start-up, thread time ×4.
import { chromium } from 'playwright';
import { startServer, stopServer } from '../tests/e2e/server';
import { CATEGORIES, type TraceEvent } from './trace-events';
import { buildFloor, dishCardsOn, startFloor } from './floor/floor';

const RUNS = Number(process.env.CPU_RUNS ?? 5);
const SLOWDOWN = 4;
/** checkout with a filled guest basket, as bench/lighthouse.ts measures it */
const STORAGE: Record<string, Record<string, string>> = { '/checkout': { 'shop.basket.v2': JSON.stringify({ 1: 2, 3: 1 }) } };

type Task = TraceEvent & { tdur?: number };

/** The page's renderer main thread: the CrRendererMain that parsed the page's HTML. */
function pageThread(events: Task[], url: string): Task[] {
  const parse = events.find(
    (e) => e.name === 'ParseHTML' && String((e.args as { beginData?: { url?: string } })?.beginData?.url).startsWith(url),
  );
  if (!parse) throw new Error(`no ParseHTML of ${url} in the trace`);
  return events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X').sort((a, b) => a.ts - b.ts);
}

/** CPU_PARTS=1: what a task did at its top level (event name → its thread time ×4), the largest first. */
function parts(task: Task, thread: Task[]): string {
  const end = task.ts + (task.dur ?? 0);
  const byName = new Map<string, number>();
  let covered = task.ts;
  for (const e of thread) {
    if (e === task || e.ts < covered || e.ts + (e.dur ?? 0) > end) continue;
    covered = e.ts + (e.dur ?? 0);
    const data = e.args?.data as { url?: string; functionName?: string } | undefined;
    const name = `${e.name}${data?.url ? ` ${data.url.split('/').pop()}` : ''}${data?.functionName ? ` ${data.functionName}` : ''}`;
    byName.set(name, (byName.get(name) ?? 0) + ((e.tdur ?? e.dur ?? 0) / 1000) * SLOWDOWN);
  }
  return [...byName]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([k, v]) => `${v.toFixed(0)} ${k}`)
    .join(' | ');
}

/** What the main thread spent on style, layout and script from its first task on, thread time ×4. */
const KINDS: Record<string, RegExp> = {
  style: /^UpdateLayoutTree$/,
  layout: /^Layout$/,
  script: /^(EvaluateScript|FunctionCall|v8\.compileModule|v8\.evaluateModule|TimerFire|FireAnimationFrame|EventDispatch)$/,
};
function kinds(thread: Task[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [kind, pattern] of Object.entries(KINDS)) {
    let covered = 0;
    let sum = 0;
    for (const e of thread) {
      if (!pattern.test(e.name) || e.ts < covered) continue; // nested events of one kind count once
      covered = e.ts + (e.dur ?? 0);
      sum += ((e.tdur ?? e.dur ?? 0) / 1000) * SLOWDOWN;
    }
    out[kind] = sum;
  }
  return out;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const server = await startServer();
const floor = process.env.CPU_FLOOR ? (await buildFloor(), await startFloor()) : undefined;
const cards = floor && dishCardsOn(await (await fetch(`${server.url}/`)).text());
const base = floor?.url ?? server.url;
const PAGES = (process.env.CPU_PAGES ?? (floor ? `/,/menu?cards=${cards}` : '/,/products?category=1,/products/1,/checkout')).split(',');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  for (const path of PAGES) {
    const blocking: number[] = [];
    const longest: number[] = [];
    const spent: Record<string, number>[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        isMobile: true,
        hasTouch: true,
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      const storage = STORAGE[path.split('?')[0]];
      if (storage) {
        await page.goto(`${base}/robots.txt`);
        await page.evaluate((entries) => entries.forEach(([k, v]) => localStorage.setItem(k, v)), Object.entries(storage));
      }
      await browser.startTracing(page, { categories: CATEGORIES });
      await page.goto(base + path, { waitUntil: 'load' });
      // the floor hydrates at once and says nothing of it
      if (!floor) await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 30_000 });
      await page.waitForTimeout(1500); // what the shop starts after hydrating (the promo's host, the prefetch policy)
      const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: Task[] }).traceEvents;
      await context.close();
      const thread = pageThread(events, base + path);
      const tasks = thread.filter((e) => e.name === 'RunTask');
      const start = tasks[0].ts;
      const slow = tasks
        .map((task) => ({ task, at: (task.ts - start) / 1000, ms: ((task.tdur ?? task.dur ?? 0) / 1000) * SLOWDOWN }))
        .filter((t) => t.ms > 50);
      const runBlocking = slow.reduce((sum, t) => sum + t.ms - 50, 0);
      blocking.push(runBlocking);
      spent.push(kinds(thread));
      longest.push(Math.max(0, ...slow.map((t) => t.ms)));
      if (process.env.CPU_PARTS)
        for (const t of slow) console.log(`    ${t.ms.toFixed(0)} ms at ${t.at.toFixed(0)}: ${parts(t.task, thread)}`);
      console.log(
        `${path} run ${run}: blocking ${runBlocking.toFixed(0)} ms; tasks over 50 ms: ${slow.map((t) => `${t.ms.toFixed(0)} ms at ${t.at.toFixed(0)}`).join(', ') || 'none'}`,
      );
    }
    console.log(
      `${path}: CPU ×${SLOWDOWN}, ${RUNS} runs: blocking median ${median(blocking).toFixed(0)} ms, longest task median ${median(longest).toFixed(0)} ms; ` +
        Object.keys(KINDS)
          .map((kind) => `${kind} ${median(spent.map((s) => s[kind])).toFixed(0)} ms`)
          .join(', '),
    );
  }
} finally {
  await browser.close();
  await floor?.close();
  await stopServer(server);
}
