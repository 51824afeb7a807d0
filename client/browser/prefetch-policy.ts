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
/** What the page measured of its own HTML (PerformanceNavigationTiming). */
export interface HtmlTiming {
  requestStart: number;
  responseStart: number;
  responseEnd: number;
  encodedBodySize: number;
}

/** 'none': no optional fetch at all (save data, 2g); 'slow': they wait (3g, or as measured); 'fast': at once. */
export type LinkClass = 'none' | 'slow' | 'fast';

/** the effective type's own bounds (NetInfo: 3g is RTT ≥ 270 ms or under 700 kbit/s) */
export const SLOW_RTT_MS = 270;
export const SLOW_KBITS = 700;
/** a body this small says little of the link's rate (it fits in the first round trips) */
const MEASURABLE_BYTES = 16_384;

export function classifyLink(connection: NetworkInformation | undefined, html: HtmlTiming | undefined): LinkClass {
  if (connection?.saveData) return 'none';
  const type = connection?.effectiveType;
  if (type === 'slow-2g' || type === '2g') return 'none';
  if (type === '3g') return 'slow';
  if (html && html.responseStart > 0) {
    // the first byte's wait is a round trip and the server's render: a slow answer counts as a slow link
    if (html.responseStart - html.requestStart >= SLOW_RTT_MS) return 'slow';
    const ms = html.responseEnd - html.responseStart;
    if (html.encodedBodySize >= MEASURABLE_BYTES && ms > 0 && (html.encodedBodySize * 8) / ms < SLOW_KBITS) return 'slow';
  }
  return 'fast';
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
  link: () => classifyLink(connection(), performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined),
  loaded: () => document.readyState === 'complete',
  onLoad: (then) => addEventListener('load', () => then(), { once: true }),
});

let tabPolicy: PrefetchPolicy | undefined;
/** The tab's policy, made on first use; without a document (tests, the server) only the reported link counts. */
export function prefetchPolicy(): PrefetchPolicy {
  if (typeof document === 'undefined')
    return createPrefetchPolicy({ link: () => classifyLink(connection(), undefined), loaded: () => true, onLoad: () => {} });
  return (tabPolicy ??= createPrefetchPolicy(browserEnv()));
}

/**
 * A fetch for the shop's API client: a request that changes something (a form's post: an order, a
 * basket line) is the shopper's own and holds every waiting prefetch until it is answered.
 */
export const shopperFetch: typeof fetch = (input, init) => {
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  if (method === 'GET' || method === 'HEAD') return fetch(input, init);
  const done = prefetchPolicy().shopperBusy();
  return fetch(input, init).finally(done);
};
