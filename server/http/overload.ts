import crypto from 'node:crypto';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { RequestHandler } from 'express';
import { errorMessage } from './api-messages';
import { busyPage } from '../ssr/busy-page';

declare global {
  namespace Express {
    interface Locals {
      renderPermit?: string;
    }
  }
}

/** Internal API calls of an admitted render carry this, so they are never shed half-way through a page. */
export const RENDER_PERMIT_HEADER = 'X-Render-Permit';
export const RETRY_AFTER_SECONDS = 5;

export interface OverloadLimits {
  /** renders running at once; one more is refused instead of queued */
  maxRendersInFlight: number;
  /** mean event-loop delay (ms) above which pages and the API are refused */
  maxEventLoopDelayMs: number;
  /** the current event-loop delay in ms (eventLoopPressure().delay in production, injected in tests) */
  eventLoopDelay: () => number;
  /** the share (0–1) of new pages and API calls to refuse because the loop is saturated (eventLoopPressure().shedShare) */
  shedShare?: () => number;
}

export type Admission = { admitted: true; release: () => void } | { admitted: false; reason: 'busy' | 'lagging' | 'saturated' };

/** Counts renders in flight and reads the loop's pressure: refusing is cheap, queueing is not. */
export function createOverloadGate({ maxRendersInFlight, maxEventLoopDelayMs, eventLoopDelay, shedShare = () => 0 }: OverloadLimits) {
  let inFlight = 0;
  let turn = 0;
  const lagging = () => eventLoopDelay() > maxEventLoopDelayMs;
  // every request takes a turn out of 100; the first `share × 100` of them are refused (no randomness)
  const saturated = () => {
    turn = (turn + 1) % 100;
    return turn < shedShare() * 100;
  };
  /** why new work is refused now, if it is */
  const refusal = (): 'lagging' | 'saturated' | null => (lagging() ? 'lagging' : saturated() ? 'saturated' : null);
  return {
    get rendersInFlight() {
      return inFlight;
    },
    refusal,
    admitRender(): Admission {
      const reason = refusal();
      if (reason) return { admitted: false, reason };
      if (inFlight >= maxRendersInFlight) return { admitted: false, reason: 'busy' };
      inFlight++;
      let released = false;
      return {
        admitted: true,
        release: () => {
          if (released) return;
          released = true;
          inFlight--;
        },
      };
    },
  };
}

export type OverloadGate = ReturnType<typeof createOverloadGate>;

/** Sheds page renders before any work starts: a localized 503 page with Retry-After. */
export function shedPages(gate: OverloadGate, { permit }: { permit?: string } = {}): RequestHandler {
  return (req, res, next) => {
    const admission = gate.admitRender();
    if (!admission.admitted) {
      req.log?.warn({ reason: admission.reason }, 'overloaded: page refused');
      res.status(503).set('Retry-After', String(RETRY_AFTER_SECONDS)).set('Cache-Control', 'no-store');
      return void res.type('html').send(busyPage(req.path));
    }
    res.once('close', admission.release);
    if (permit) res.locals.renderPermit = permit;
    next();
  };
}

/** Sheds API requests while the loop lags or is saturated, except the calls of renders already admitted. */
export function shedApi(gate: OverloadGate, { permit }: { permit?: string } = {}): RequestHandler {
  return (req, res, next) => {
    if (permit && safeEqual(req.get(RENDER_PERMIT_HEADER), permit)) return next();
    const reason = gate.refusal();
    if (!reason) return next();
    req.log?.warn({ reason }, 'overloaded: API request refused');
    res.status(503).set('Retry-After', String(RETRY_AFTER_SECONDS)).set('Cache-Control', 'no-store');
    res.json({
      success: false,
      error: 'overloaded',
      message: errorMessage('overloaded', req.get('accept-language'), { seconds: RETRY_AFTER_SECONDS }),
    });
  };
}

/** A secret per process for RENDER_PERMIT_HEADER; only ever sent to our own loopback API. */
export const newRenderPermit = () => crypto.randomBytes(16).toString('hex');

function safeEqual(given: string | undefined, expected: string): boolean {
  if (!given || given.length !== expected.length) return false;
  return crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

/**
 * The event loop's pressure, sampled every `windowMs` by a timer started here (stop() ends it):
 * - `delay`: the mean delay of the last window in ms (monitorEventLoopDelay samples every
 *   `resolution` ms, so that much is subtracted as the floor);
 * - `shedShare`: the share of new work to refuse. A saturated loop of short tasks (renders that
 *   read the backend in process) shows little delay, because its queue waits in the kernel's
 *   socket buffers; its utilization near 1 is what tells. Above `maxUtilization` the share grows
 *   by 0.2 a window (up to 0.9); once utilization is 0.05 below it, the share shrinks by 0.05 a
 *   window. It settles where the loop just keeps up: the server serves near its capacity and
 *   answers the rest at once, instead of refusing all or queueing all.
 */
export function eventLoopPressure({ windowMs = 250, resolution = 10, maxUtilization = 0.95 } = {}) {
  const histogram = monitorEventLoopDelay({ resolution });
  histogram.enable();
  let delay = 0;
  let share = 0;
  let lastUse = performance.eventLoopUtilization();
  const timer = setInterval(() => {
    delay = Number.isNaN(histogram.mean) ? 0 : Math.max(0, histogram.mean / 1e6 - resolution);
    histogram.reset();
    const use = performance.eventLoopUtilization();
    share = nextShedShare(share, performance.eventLoopUtilization(use, lastUse).utilization, maxUtilization);
    lastUse = use;
  }, windowMs);
  timer.unref();
  return {
    delay: () => delay,
    shedShare: () => share,
    stop() {
      clearInterval(timer);
      histogram.disable();
    },
  };
}

/** One window's step of the shed share (see eventLoopPressure). */
export function nextShedShare(share: number, utilization: number, maxUtilization: number): number {
  const round = (x: number) => Math.round(x * 100) / 100;
  if (utilization > maxUtilization) return round(Math.min(0.9, share + 0.2));
  if (utilization < maxUtilization - 0.05) return round(Math.max(0, share - 0.05));
  return share;
}
