import crypto from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
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
  /** the current event-loop delay in ms (eventLoopDelay().current in production, injected in tests) */
  eventLoopDelay: () => number;
}

export type Admission = { admitted: true; release: () => void } | { admitted: false; reason: 'busy' | 'lagging' };

/** Counts renders in flight and reads the loop's delay: refusing is cheap, queueing is not. */
export function createOverloadGate({ maxRendersInFlight, maxEventLoopDelayMs, eventLoopDelay }: OverloadLimits) {
  let inFlight = 0;
  const lagging = () => eventLoopDelay() > maxEventLoopDelayMs;
  return {
    get rendersInFlight() {
      return inFlight;
    },
    lagging,
    admitRender(): Admission {
      if (lagging()) return { admitted: false, reason: 'lagging' };
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

/** Sheds API requests while the loop lags, except the calls of renders already admitted. */
export function shedApi(gate: OverloadGate, { permit }: { permit?: string } = {}): RequestHandler {
  return (req, res, next) => {
    if (!gate.lagging() || (permit && safeEqual(req.get(RENDER_PERMIT_HEADER), permit))) return next();
    req.log?.warn({ reason: 'lagging' }, 'overloaded: API request refused');
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
 * The event loop's mean delay over the last window, in ms (a timer started here; stop() ends it).
 * monitorEventLoopDelay samples every `resolution` ms, so that much is subtracted as the floor.
 */
export function eventLoopDelay({ windowMs = 500, resolution = 10 } = {}) {
  const histogram = monitorEventLoopDelay({ resolution });
  histogram.enable();
  let current = 0;
  const timer = setInterval(() => {
    current = Number.isNaN(histogram.mean) ? 0 : Math.max(0, histogram.mean / 1e6 - resolution);
    histogram.reset();
  }, windowMs);
  timer.unref();
  return {
    current: () => current,
    stop() {
      clearInterval(timer);
      histogram.disable();
    },
  };
}
