// Reading Chromium's trace (the devtools timeline with the CPU profiler's samples): the renderer's
// main thread, its samples' stacks, what a stretch of it ran. bench/trace.ts and bench/desk-trace.ts.
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown> };
}

export const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
];

/** React's phases, outermost first: a sample under one of them counts for it. */
export const PHASES = ['flushPassiveEffects', 'commitRoot', 'workLoopSync', 'workLoopConcurrentByScheduler', 'createBrowserRouter'];
/** React's own frames, skipped when naming what ran inside a phase. */
const REACT_FRAME =
  /^(performUnitOfWork|beginWork|completeUnitOfWork|completeWork|renderWithHooks|updateFunctionComponent|mountIndeterminateComponent|reconcileChild\w*|createChild|updateHostComponent|commit\w*|flush\w*Effects\w*|recursivelyTraverse\w*|)$/;

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string };
}

/** The main thread's CPU samples (time, stack outermost first) from the trace's profile chunks. */
export function samplesOf(events: TraceEvent[], pid: number, tid: number) {
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
export function attribute(stacks: string[][], depth = 2) {
  const counts = new Map<string, number>();
  for (const stack of stacks) {
    const at = stack.findIndex((f) => PHASES.includes(f));
    const inside = stack.slice(at + 1).filter((f) => !REACT_FRAME.test(f) && !f.startsWith('('));
    const key =
      at >= 0
        ? `${stack[at]}${inside.length ? ` > ${inside.slice(0, depth).join(' > ')}` : ''}`
        : stack.filter(Boolean).slice(-1)[0] || '(native)';
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([k, n]) => `${Math.round((100 * n) / stacks.length)}% ${k}`)
    .join(' | ');
}

export const file = (url: unknown) =>
  String(url ?? '')
    .split('/')
    .pop();

export function label(event: TraceEvent): string {
  const data = event.args?.data ?? {};
  if (event.name === 'FunctionCall') return `script ${String(data.functionName || '(anonymous)')} in ${file(data.url)}`;
  if (event.name === 'v8.evaluateModule' || event.name === 'EvaluateScript') return `evaluate ${file(data.url)}`;
  if (event.name === 'TimerFire' || event.name === 'FireAnimationFrame' || event.name === 'EventDispatch')
    return `${event.name} ${String(data.type ?? '')}`.trim();
  return event.name;
}

/** The renderer's main thread: the thread with the most task time. */
export function mainThread(events: TraceEvent[]) {
  const byThread = new Map<string, number>();
  for (const e of events)
    if (e.name === 'RunTask' && e.dur) byThread.set(`${e.pid}:${e.tid}`, (byThread.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
  const [pid, tid] = [...byThread]
    .sort((a, b) => b[1] - a[1])[0][0]
    .split(':')
    .map(Number);
  return events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X').sort((a, b) => a.ts - b.ts);
}
