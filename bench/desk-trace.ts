// Where the desk board's first load spends the main thread (issue 37: usable ≤ 500 ms at 4× CPU):
// Chromium's trace of each run on the busy day of bench/desk-board.ts, from navigation to "usable"
// (its watcher: every open order's card drawn). The main thread's work is summed by kind (the HTML's
// parse, script compile and evaluation, React's render and commit by the CPU samples inside the
// scripts, style, layout, paint) beside the time it sat idle, with the moments that order it: the
// document's and the desk script's arrival, the board's answer, the first commit, usable.
// After `npm run build`: `npx tsx bench/desk-trace.ts` (DESK_TRACE_RUNS=5, DESK_TRACE_PATH=/en/desk).
import os from 'node:os';
import { busyDesk, IN_PROGRESS, throttled } from './busy-desk';
import { CATEGORIES, samplesOf, type TraceEvent } from './trace-events';

/** DESK_TRACE_DETAIL=1: the components (or functions) inside each kind of script, in an unminified build. */
const DETAIL = Boolean(process.env.DESK_TRACE_DETAIL);
const RUNS = Number(process.env.DESK_TRACE_RUNS ?? 5);
const PAGE = process.env.DESK_TRACE_PATH ?? '/en/desk';
const SCRIPT = new Set([
  'FunctionCall',
  'EvaluateScript',
  'v8.evaluateModule',
  'TimerFire',
  'RunMicrotasks',
  'FireAnimationFrame',
  'EventDispatch',
]);
const KINDS: Record<string, string> = {
  ParseHTML: 'parse HTML',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
};

/** A script event's kind by the samples inside it: React's render, its commit, its effects, or other script. */
function scriptKind(stack: string[]) {
  if (stack.some((f) => f === 'flushPassiveEffects')) return 'script: React effects';
  if (stack.some((f) => f === 'commitRoot')) return 'script: React commit';
  if (stack.some((f) => f === 'workLoopSync' || f === 'workLoopConcurrentByScheduler' || f === 'performWorkOnRoot'))
    return 'script: React render';
  if (stack.some((f) => f === '(garbage collector)')) return 'script: GC';
  return 'script: other';
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function breakdown(events: TraceEvent[], usableMs: number) {
  const nav = events.find((e) => e.name === 'navigationStart' && String(e.args?.data?.documentLoaderURL).endsWith(PAGE))!;
  const thread = events.filter((e) => e.pid === nav.pid && e.tid === nav.tid && e.ph === 'X').sort((a, b) => a.ts - b.ts);
  const from = nav.ts;
  const to = from + usableMs * 1000;
  const samples = samplesOf(events, thread[0].pid, thread[0].tid);
  const kinds = new Map<string, number>();
  const add = (k: string, us: number) => kinds.set(k, (kinds.get(k) ?? 0) + us / 1000);
  let busy = 0;
  for (const task of thread.filter((e) => e.name === 'RunTask' && e.ts >= from && e.ts < to)) {
    const end = task.ts + (task.dur ?? 0);
    busy += (Math.min(end, to) - task.ts) / 1000;
    let covered = task.ts;
    for (const e of thread) {
      if (e === task || e.ts < covered || e.ts >= end || e.ts >= to) continue;
      covered = e.ts + (e.dur ?? 0);
      const dur = Math.min(covered, to) - e.ts;
      if (!SCRIPT.has(e.name)) {
        add(KINDS[e.name] ?? `other: ${e.name}`, dur);
        continue;
      }
      const inside = samples.filter((s) => s.ts >= e.ts && s.ts < e.ts + dur);
      if (!inside.length) add('script: other', dur);
      for (const s of inside) {
        const kind = scriptKind(s.stack);
        add(kind, dur / inside.length);
        // inside a render, the component on top; elsewhere the innermost named function
        const name = kind === 'script: React render' ? s.stack.filter((f) => /^[A-Z]/.test(f)).pop() : s.stack.filter(Boolean).pop();
        if (DETAIL) add(`  ${kind.slice(8)} > ${name ?? '?'}`, dur / inside.length);
      }
    }
  }
  // the moments, in ms since navigation: each resource's end by its URL's tail
  const sent = new Map<string, string>();
  for (const e of events.filter((x) => x.name === 'ResourceSendRequest'))
    sent.set(String(e.args?.data?.requestId), String(e.args?.data?.url));
  const at = (tail: RegExp) => {
    const done = events.find((e) => e.name === 'ResourceFinish' && tail.test(sent.get(String(e.args?.data?.requestId)) ?? ''));
    return done ? (done.ts - from) / 1000 : NaN;
  };
  const firstCommit = samples.find((s) => s.ts >= from && s.stack.includes('commitRoot'));
  return {
    kinds,
    idle: usableMs - busy,
    moments: {
      document: at(/\/desk$/),
      entry: at(/entry-desk-[^/]*\.js$/),
      board: at(/\/desk\/orders$/),
      'first commit': firstCommit ? (firstCommit.ts - from) / 1000 : NaN,
      usable: usableMs,
    },
  };
}

// the busy day of bench/desk-board.ts, set up by the same helper
const { browser, context, close } = await busyDesk();
try {
  const kinds = new Map<string, number[]>();
  const moments = new Map<string, number[]>();
  const push = (m: Map<string, number[]>, k: string, v: number) => m.set(k, [...(m.get(k) ?? []), v]);
  // one untraced load first: the runs after it are a desk reloaded (its scripts in the browser's cache)
  for (let run = 0; run <= RUNS; run++) {
    const page = await context.newPage();
    await throttled(page);
    if (run > 0) await browser.startTracing(page, { categories: [...CATEGORIES, 'blink.user_timing'] });
    await page.goto(PAGE, { waitUntil: 'commit' });
    await page.waitForFunction(() => ((window as unknown as { __usableAt?: number }).__usableAt ?? -1) > 0, null, { timeout: 60_000 });
    const usable = await page.evaluate(() => (window as unknown as { __usableAt: number }).__usableAt);
    if (run > 0) {
      const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
      if (process.env.DESK_TRACE_SAVE)
        (await import('node:fs')).writeFileSync(`${process.env.DESK_TRACE_SAVE}-${run}.json`, JSON.stringify(events));
      const result = breakdown(events, usable);
      for (const [k, v] of result.kinds) push(kinds, k, v);
      push(kinds, 'idle', result.idle);
      for (const [k, v] of Object.entries(result.moments)) push(moments, k, v);
      console.log(
        `run ${run}: ${Object.entries(result.moments)
          .map(([k, v]) => `${k} ${Math.round(v)}`)
          .join(', ')} ms`,
      );
    }
    await page.close();
  }
  console.log(`${PAGE}, ${IN_PROGRESS} in progress, 4× CPU, medians of ${RUNS} (load average ${os.loadavg()[0].toFixed(1)}):`);
  console.log(`  moments: ${[...moments].map(([k, v]) => `${k} ${Math.round(median(v))}`).join(', ')} ms after navigation`);
  for (const [k, v] of [...kinds].sort((a, b) => median(b[1]) - median(a[1])).slice(0, DETAIL ? 40 : 14))
    console.log(`  ${Math.round(median(v)).toString().padStart(5)} ms ${k} (runs ${v.map(Math.round).join(', ')})`);
} finally {
  await close();
}
