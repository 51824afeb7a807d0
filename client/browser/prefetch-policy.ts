import { holdPrefetchesWith } from './shopper-posts';

// Issue 35: scripts never compete with the shopper. Every fetch the shop makes ahead of need (a link's
// page code on hover or touch, the menu's next sections near the viewport, the dictionary's other words,
// the service worker's files) asks this module when it may start. On a fast link: at once. On a slow or
// data-saving one (what the browser reports, or what the page measured of its own HTML): only once the
// page the shopper asked for has loaded, and never while a navigation or a form post of theirs is under
// way: those go first, the waiting fetches start when they are done.

export interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}
/** One transfer the page measured (PerformanceNavigationTiming, PerformanceResourceTiming). */
export interface Transfer {
  responseStart: number;
  responseEnd: number;
  encodedBodySize: number;
  /** 0 for an answer from a cache or the service worker, which says nothing of the link */
  transferSize: number;
}

/** 'none': no optional fetch at all (save data, 2g); 'slow': they wait (3g, or as measured); 'fast': at once. */
export type LinkClass = 'none' | 'slow' | 'fast';

/**
 * What the page measures: the fastest of its own transfers so far (its HTML, its stylesheet and scripts)
 * arriving slower than this (NetInfo's bound for 3g) is a slow link. The fastest, because transfers
 * share the link and the HTML also holds the server's render: a busy server or six parallel scripts
 * are not a slow link. Chromium at 400 kbit/s and 400 ms measured 133 kbit/s for the home page's 7 KB
 * of HTML, at 32 kbit/s 9 kbit/s; on loopback some Mbit/s.
 */
export const SLOW_KBITS = 700;
/** a body this small says little of the link's rate (it fits in the first round trip) */
const MEASURABLE_BYTES = 4_096;

/** kbit/s of the fastest measurable transfer, if there is one */
export function measuredKbits(transfers: Transfer[]): number | undefined {
  let fastest: number | undefined;
  for (const t of transfers) {
    const ms = t.responseEnd - t.responseStart;
    if (t.transferSize === 0 || t.encodedBodySize < MEASURABLE_BYTES || t.responseStart <= 0 || ms <= 0) continue;
    fastest = Math.max(fastest ?? 0, (t.encodedBodySize * 8) / ms);
  }
  return fastest;
}

/**
 * Save data or 2g: no optional fetch; 3g, or a slow measured rate: they wait. Either tells: Chromium's
 * estimate takes a while to follow a slow link (it still said 4g while the first page loaded at 400
 * kbit/s), and other browsers report none.
 */
export function classifyLink(connection: NetworkInformation | undefined, transfers: Transfer[]): LinkClass {
  if (connection?.saveData) return 'none';
  const type = connection?.effectiveType;
  if (type === 'slow-2g' || type === '2g') return 'none';
  if (type === '3g') return 'slow';
  const kbits = measuredKbits(transfers);
  return kbits !== undefined && kbits < SLOW_KBITS ? 'slow' : 'fast';
}

export interface PolicyEnv {
  link(): LinkClass;
  /** whether the page's load event has fired */
  loaded(): boolean;
  /** calls `then` once, after the load event */
  onLoad(then: () => void): void;
  /** a clock in ms and a timer (Date.now and setTimeout; injected in tests) */
  now?: () => number;
  wait?: (ms: number, then: () => void) => void;
}

/**
 * The tab's one policy. `later(task)` runs the task when it may start; `optional(task)` too, but drops
 * it on a link that wants none (a hover's preload: the navigation fetches the code anyway). The
 * shopper's own work is announced with `shopperBusy()`, which returns its end.
 */
export function createPrefetchPolicy(env: PolicyEnv) {
  const waiting: Array<() => void> = [];
  let busy = 0;
  let loaded = env.loaded();
  const mayStart = () => env.link() === 'fast' || (loaded && busy === 0);
  const flush = () => {
    while (waiting.length && mayStart()) waiting.shift()!();
  };
  if (!loaded)
    env.onLoad(() => {
      loaded = true;
      flush();
    });
  const later = (task: () => void) => {
    if (mayStart()) task();
    else waiting.push(task);
  };
  let lastBusy = 0;
  const now = env.now ?? (() => Date.now());
  const wait = env.wait ?? ((ms: number, then: () => void) => void setTimeout(then, ms));
  /** on a slow link: once the shopper has started no navigation or post for `ms` (checked again each time) */
  const quiet = (ms: number, task: () => void) => {
    if (env.link() === 'fast') return task();
    const asked = now();
    const check = () =>
      later(() => {
        const left = Math.max(lastBusy, asked) + ms - now();
        if (left <= 0) task();
        else wait(left, check);
      });
    wait(ms, check);
  };
  return {
    later,
    quiet,
    optional(task: () => void) {
      if (env.link() !== 'none') later(task);
    },
    /** a navigation or a form post has begun; the returned function says it is over (once) */
    shopperBusy(): () => void {
      busy++;
      lastBusy = now();
      let over = false;
      return () => {
        if (over) return;
        over = true;
        busy--;
        lastBusy = now();
        flush();
      };
    },
    get waiting() {
      return waiting.length;
    },
  };
}

export type PrefetchPolicy = ReturnType<typeof createPrefetchPolicy>;

const connection = () =>
  typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { connection?: NetworkInformation }).connection;

const browserEnv = (): PolicyEnv => ({
  link: () => {
    const link = classifyLink(connection(), [
      ...(performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]),
      ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((r) => r.name.startsWith(location.origin)),
    ]);
    // a tab the early contract found slow stays slow: a lite page's code comes from the cache, too fast to tell
    return link === 'fast' && window.__taps?.w?.() ? 'slow' : link;
  },
  loaded: () => document.readyState === 'complete',
  // a task after the load event's own, so that nothing waiting starts inside its dispatch
  onLoad: (then) => addEventListener('load', () => setTimeout(then, 0), { once: true }),
});

let tabPolicy: PrefetchPolicy | undefined;
/** The tab's policy, made on first use; without a document (tests, the server) only the reported link counts. */
export function prefetchPolicy(): PrefetchPolicy {
  if (typeof document === 'undefined')
    return createPrefetchPolicy({ link: () => classifyLink(connection(), []), loaded: () => true, onLoad: () => {} });
  if (!tabPolicy) {
    const policy = (tabPolicy = createPrefetchPolicy(browserEnv()));
    holdPrefetchesWith(() => policy.shopperBusy());
  }
  return tabPolicy;
}

/** The tab's link as the policy sees it (what the browser reports, or what the page measured): 'fast' without a document. */
export const tabLink = (): LinkClass => (typeof document === 'undefined' ? 'fast' : browserEnv().link());
