import { performance } from 'node:perf_hooks';
import type { Request, RequestHandler, Response } from 'express';
import { ApiError } from '../../shared/api/client';
import { AppError } from './errors';
import { errorMessage } from './api-messages';
import { busyPage } from './busy-page';
import { RENDER_PERMIT_HEADER, safeEqual } from './render-permit';

export { eventLoopPressure, nextShedShare } from './event-loop-pressure';
export { newRenderPermit, RENDER_PERMIT_HEADER } from './render-permit';

export const RETRY_AFTER_SECONDS = 5;

export interface OverloadLimits {
  /** renders running at once (a render that waits on the database is still running) */
  maxRendersInFlight: number;
  /** how long (ms) a new render may expect to wait for its turn; beyond it, it is refused at once */
  maxRenderWaitMs: number;
  /** mean event-loop delay (ms) above which pages and the API are refused */
  maxEventLoopDelayMs: number;
  /** the current event-loop delay in ms (eventLoopPressure().delay in production, injected in tests) */
  eventLoopDelay: () => number;
  /** the share (0–1) of new API calls to refuse because the loop is saturated (eventLoopPressure().shedShare); pages wait their turn instead */
  shedShare?: () => number;
  /** runs the next waiting render on a later turn of the event loop (setImmediate; injected in tests) */
  nextTurn?: (run: () => void) => void;
  /** a clock in ms (performance.now; injected in tests) */
  now?: () => number;
}

export type Admission = { admitted: true; release: () => void } | { admitted: false; reason: 'busy' | 'lagging' };

/**
 * Counts renders in flight and reads the loop's pressure: refusing is cheap, waiting long is not.
 *
 * An admitted render starts on a turn of the event loop of its own, one per turn. A render that
 * reads the backend in process is a few milliseconds of synchronous work, and a turn runs every
 * request its sockets have ready: at twice the sustainable rate a turn met a hundred requests at
 * once, and running the admitted third of them back to back held the loop (and /healthz, and every
 * answer) for 300–700 ms. Started one per turn, they leave the loop to read, refuse and answer
 * everything else in between. The queue is short, so nothing waits long.
 */
export function createOverloadGate({
  maxRendersInFlight,
  maxRenderWaitMs,
  maxEventLoopDelayMs,
  eventLoopDelay,
  shedShare = () => 0,
  nextTurn = setImmediate,
  now = () => performance.now(),
}: OverloadLimits) {
  let inFlight = 0;
  let turn = 0;
  const waiting: Array<{ begin: () => void; since: number }> = [];
  let turnBooked = false;
  // ms between two renders started back to back (a moving average): what each one waiting adds
  let spacingMs = 10; // until measured
  let lastStart = -Infinity;
  const expectedWaitMs = () => waiting.length * spacingMs;
  const lagging = () => eventLoopDelay() > maxEventLoopDelayMs;
  // every request takes a turn out of 100; the first `share × 100` of them are refused (no randomness)
  const saturated = () => {
    turn = (turn + 1) % 100;
    return turn < shedShare() * 100;
  };
  /** why new work is refused now, if it is */
  const refusal = (): 'lagging' | 'saturated' | null => (lagging() ? 'lagging' : saturated() ? 'saturated' : null);
  const bookTurn = () => {
    if (turnBooked || waiting.length === 0 || inFlight >= maxRendersInFlight) return;
    turnBooked = true;
    nextTurn(() => {
      turnBooked = false;
      const next = inFlight < maxRendersInFlight ? waiting.shift() : undefined;
      if (next) {
        const time = now();
        // back to back: this one was already waiting when the last one started. One sample may not
        // lift the average past the bound, or a single stall would leave the gate admitting one
        // render at a time, never again two in a row to measure.
        if (next.since <= lastStart) spacingMs += (Math.min(time - lastStart, maxRenderWaitMs) - spacingMs) / 8;
        lastStart = time;
        next.begin();
      }
      bookTurn();
    });
  };
  return {
    get rendersInFlight() {
      return inFlight;
    },
    get rendersWaiting() {
      return waiting.length;
    },
    expectedWaitMs,
    refusal,
    /** `start` runs on a later turn of the loop; `release` when the render ends, or its client leaves while it waits */
    admitRender(start: () => void): Admission {
      if (lagging()) return { admitted: false, reason: 'lagging' };
      if (expectedWaitMs() > maxRenderWaitMs) return { admitted: false, reason: 'busy' };
      let state: 'waiting' | 'running' | 'done' = 'waiting';
      const begin = () => {
        state = 'running';
        inFlight++;
        start();
      };
      const entry = { begin, since: now() };
      waiting.push(entry);
      bookTurn();
      return {
        admitted: true,
        release: () => {
          if (state === 'waiting') waiting.splice(waiting.indexOf(entry), 1);
          else if (state === 'running') inFlight--;
          state = 'done';
          bookTurn();
        },
      };
    },
  };
}

export type OverloadGate = ReturnType<typeof createOverloadGate>;

/** Sheds page renders before any work starts: a localized 503 page with Retry-After. */
export function shedPages(gate: OverloadGate, { permit }: { permit?: string } = {}): RequestHandler {
  return (req, res, next) => {
    // nothing is rendered for a client that left while its page waited ('close' releases it)
    const admission = gate.admitRender(() => void (req.socket.destroyed || next()));
    if (!admission.admitted) {
      req.log?.warn(
        {
          reason: admission.reason,
          waiting: gate.rendersWaiting,
          inFlight: gate.rendersInFlight,
          expectedWaitMs: Math.round(gate.expectedWaitMs()),
        },
        'overloaded: page refused',
      );
      res.status(503).set('Retry-After', String(RETRY_AFTER_SECONDS)).set('Cache-Control', 'no-store');
      return void res.type('html').send(busyPage(req.path));
    }
    res.once('close', admission.release);
    if (permit) res.locals.renderPermit = permit;
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

/**
 * A route whose own API read was answered 503 (shed, or the database reconnecting) passes that on
 * as the busy page with Retry-After, never as a 500. True when it answered.
 */
export function sendShed(err: unknown, req: Request, res: Response): boolean {
  const status = err instanceof ApiError || err instanceof AppError ? err.status : undefined;
  if (status !== 503) return false;
  req.log?.warn({ code: (err as ApiError | AppError).code, path: req.path }, 'overloaded: a read of this route was refused');
  res.status(503).set('Retry-After', String(RETRY_AFTER_SECONDS)).set('Cache-Control', 'no-store');
  res.type('html').send(busyPage(req.path));
  return true;
}
