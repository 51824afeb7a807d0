// Where a journey's bytes went (issue 35, 021/023): the proxy's requests (bench/byte-proxy.ts) sorted by
// what asked for them. The service worker's own fetches (its precache, while it installs) are told from
// the page's by Playwright's view of the context: a request the worker sent (`request.serviceWorker()`)
// that no page request was answered from (a page's fetch the worker passed on is the page's). The
// page's scripts are split into the entry with its module preloads (the build's manifest: what every
// page's head names) and the code that came later (the shop's part, the pages', the words).
import type { BrowserContext, Request } from '@playwright/test';
import type { WireRequest } from './byte-proxy';
import { entryAssets, readManifest } from '../server/ssr/assets';

export type WireKind = 'worker' | 'html' | 'entry+preloads' | 'later scripts' | 'css' | 'images' | 'fetch' | 'other';
export const WIRE_KINDS: WireKind[] = ['worker', 'html', 'entry+preloads', 'later scripts', 'css', 'images', 'fetch', 'other'];
export type WireBreakdown = Record<WireKind, number>;

const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

/** Records which paths the context's service worker fetched itself, from now on. */
export function watchWorkerFetches(context: BrowserContext) {
  const worker = new Map<string, number>();
  const viaWorker = new Map<string, number>();
  const bump = (m: Map<string, number>, key: string) => m.set(key, (m.get(key) ?? 0) + 1);
  const onRequest = (request: Request) => {
    if (request.serviceWorker()) bump(worker, pathOf(request.url()));
  };
  const onFinished = async (request: Request) => {
    if (request.serviceWorker()) return;
    if ((await request.response().catch(() => null))?.fromServiceWorker()) bump(viaWorker, pathOf(request.url()));
  };
  context.on('request', onRequest);
  context.on('requestfinished', (r) => void onFinished(r));
  return {
    /** the worker's own fetches: what it sent less what it passed on for a page */
    own: () => {
      const own = new Map(worker);
      for (const [path, n] of viaWorker) own.set(path, Math.max(0, (own.get(path) ?? 0) - n));
      return own;
    },
    reset: () => {
      worker.clear();
      viaWorker.clear();
    },
  };
}

let eager: Set<string> | undefined;
/** the entry and its module preloads, as the server names them in every storefront page's head */
function eagerScripts(distDir = 'dist') {
  eager ??= new Set((({ scripts, preloads }) => [...scripts, ...preloads])(entryAssets(readManifest(`${distDir}/client`))));
  return eager;
}

export function breakdown(requests: WireRequest[], workerOwn: Map<string, number>): WireBreakdown {
  const own = new Map(workerOwn);
  const sums = Object.fromEntries(WIRE_KINDS.map((k) => [k, 0])) as WireBreakdown;
  for (const r of requests) {
    const left = own.get(r.path) ?? 0;
    if (left > 0) own.set(r.path, left - 1);
    const path = r.path.split('?')[0];
    const kind: WireKind =
      r.workerScript || left > 0
        ? 'worker'
        : r.dest === 'document'
          ? 'html'
          : r.dest === 'script'
            ? eagerScripts().has(path)
              ? 'entry+preloads'
              : 'later scripts'
            : r.dest === 'style'
              ? 'css'
              : r.dest === 'image'
                ? 'images'
                : r.dest === 'empty'
                  ? 'fetch'
                  : 'other';
    sums[kind] += r.up + r.down;
  }
  return sums;
}

export const formatBreakdown = (b: WireBreakdown) =>
  WIRE_KINDS.filter((k) => b[k] > 0)
    .map((k) => `${k} ${(b[k] / 1024).toFixed(1)}`)
    .join(', ');
