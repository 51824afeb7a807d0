// The gate under test with a hand-set event-loop delay, shed share and clock, and a small app behind it:
// shared by overload.test.ts (the gate) and overload-shedding.test.ts (pages, the API, settings).
import express from 'express';
import { createOverloadGate, shedApi, shedPages } from './overload';

export function setup({ maxRendersInFlight = 2, maxRenderWaitMs = 1000, turns = 'real' as 'real' | 'manual' } = {}) {
  let delayMs = 0;
  let share = 0;
  let time = 0;
  const booked: Array<() => void> = [];
  const gate = createOverloadGate({
    maxRendersInFlight,
    maxRenderWaitMs,
    maxEventLoopDelayMs: 100,
    eventLoopDelay: () => delayMs,
    shedShare: () => share,
    now: () => time,
    ...(turns === 'manual' ? { nextTurn: (run: () => void) => void booked.push(run) } : {}),
  });
  return {
    gate,
    setDelay: (ms: number) => void (delayMs = ms),
    setShare: (s: number) => void (share = s),
    /** runs the turn of the loop the gate booked, `ms` after the last one */
    turn(ms = 0) {
      time += ms;
      booked.shift()?.();
    },
    get turnsBooked() {
      return booked.length;
    },
  };
}

/** Pages and the API behind the gate; a page answers when `finish` is called, so renders stay in flight. */
export function appWith(gate: ReturnType<typeof setup>['gate'], permit = 'p'.repeat(32)) {
  const app = express();
  const waiting: Array<() => void> = [];
  app.use('/back/api/v1', shedApi(gate, { permit }), (_req, res) => void res.json({ success: true }));
  app.get(/.*/, shedPages(gate, { permit }), (req, res) => {
    if (req.query.hold === undefined) return void res.type('html').send(`rendered ${res.locals.renderPermit}`);
    waiting.push(() => res.type('html').send('rendered late'));
  });
  return { app, permit, finishAll: () => waiting.splice(0).forEach((f) => f()), waiting };
}
