import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { createOverloadGate, nextShedShare, RENDER_PERMIT_HEADER, shedApi, shedPages } from './overload';

function setup({ maxRendersInFlight = 2, maxRenderWaitMs = 1000, turns = 'real' as 'real' | 'manual' } = {}) {
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
function appWith(gate: ReturnType<typeof setup>['gate'], permit = 'p'.repeat(32)) {
  const app = express();
  const waiting: Array<() => void> = [];
  app.use('/back/api/v1', shedApi(gate, { permit }), (_req, res) => void res.json({ success: true }));
  app.get(/.*/, shedPages(gate, { permit }), (req, res) => {
    if (req.query.hold === undefined) return void res.type('html').send(`rendered ${res.locals.renderPermit}`);
    waiting.push(() => res.type('html').send('rendered late'));
  });
  return { app, permit, finishAll: () => waiting.splice(0).forEach((f) => f()), waiting };
}

describe('the overload gate', () => {
  it('starts admitted renders one per turn of the loop, never more in flight than the limit', () => {
    const loop = setup({ maxRendersInFlight: 2, turns: 'manual' });
    const started: string[] = [];
    const admit = (name: string) => loop.gate.admitRender(() => started.push(name));
    const [a, b, c] = [admit('a'), admit('b'), admit('c')];
    expect([a.admitted, b.admitted, c.admitted]).toEqual([true, true, true]);
    expect(started).toEqual([]); // none runs inside the turn that read it
    loop.turn();
    expect(started).toEqual(['a']);
    loop.turn();
    expect(started).toEqual(['a', 'b']);
    expect(loop.gate.rendersInFlight).toBe(2);
    expect(loop.turnsBooked).toBe(0); // c waits for a render to end, without spinning the loop
    if (a.admitted) {
      a.release();
      a.release(); // twice counts once
    }
    loop.turn();
    expect(started).toEqual(['a', 'b', 'c']);
    expect(loop.gate.rendersInFlight).toBe(2);
    expect(loop.gate.rendersWaiting).toBe(0);
  });

  it('never starts a render whose client left while it waited', () => {
    const loop = setup({ turns: 'manual' });
    const started: string[] = [];
    const a = loop.gate.admitRender(() => started.push('a'));
    loop.gate.admitRender(() => started.push('b'));
    if (a.admitted) a.release();
    loop.turn();
    loop.turn();
    expect(started).toEqual(['b']);
    expect(loop.gate.rendersInFlight).toBe(1);
  });

  it('refuses as busy a render that would wait longer than the limit, from the measured spacing of renders', () => {
    const loop = setup({ maxRendersInFlight: 1000, maxRenderWaitMs: 100, turns: 'manual' });
    const admit = () => loop.gate.admitRender(() => {});
    // renders started back to back 5 ms apart: the gate learns that each one waiting adds about 5 ms
    for (let round = 0; round < 6; round++) {
      for (let i = 0; i < 10; i++) admit();
      for (let i = 0; i < 10; i++) loop.turn(5);
    }
    expect(loop.gate.expectedWaitMs()).toBe(0);
    const answers = Array.from({ length: 40 }, admit);
    const admitted = answers.filter((a) => a.admitted).length;
    expect(admitted).toBeGreaterThanOrEqual(19); // 100 ms / 5 ms, give or take the average's memory
    expect(admitted).toBeLessThanOrEqual(22);
    expect(answers.at(-1)).toEqual({ admitted: false, reason: 'busy' });
    // once the queue has moved on, new renders are admitted again
    for (let i = 0; i < 40; i++) loop.turn(5);
    expect(admit().admitted).toBe(true);
  });

  it('takes no measure from a render that did not wait behind the last one (its neighbour left, the queue emptied)', () => {
    const loop = setup({ maxRendersInFlight: 1000, maxRenderWaitMs: 100, turns: 'manual' });
    const admit = () => loop.gate.admitRender(() => {});
    admit();
    const left = admit();
    loop.turn(5);
    if (left.admitted) left.release();
    loop.turn(10_000); // nobody waiting: no render starts
    admit();
    loop.turn(1); // started alone, ten seconds after the last
    const answers = Array.from({ length: 30 }, admit);
    expect(answers.filter((a) => a.admitted)).toHaveLength(11); // still the first guess, 10 ms a render
  });

  it('admits two in a row again after stalls, so it can measure the pace once the stalls are over', () => {
    const loop = setup({ maxRendersInFlight: 1000, maxRenderWaitMs: 100, turns: 'manual' });
    const admit = () => loop.gate.admitRender(() => {});
    for (let i = 0; i < 20; i++) {
      admit();
      admit();
      loop.turn(5);
      loop.turn(10_000); // ten seconds between two renders started back to back
    }
    expect([admit().admitted, admit().admitted]).toEqual([true, true]);
    for (let round = 0; round < 30; round++) {
      admit();
      admit();
      loop.turn(5);
      loop.turn(5);
    }
    expect(Array.from({ length: 30 }, admit).filter((a) => a.admitted).length).toBeGreaterThan(10);
  });

  it('refuses while the event loop lags, even with nothing in flight, and recovers when it stops', () => {
    const { gate, setDelay } = setup();
    setDelay(250);
    expect(gate.admitRender(() => {})).toEqual({ admitted: false, reason: 'lagging' });
    expect(gate.rendersInFlight + gate.rendersWaiting).toBe(0);
    setDelay(20);
    expect(gate.admitRender(() => {}).admitted).toBe(true);
  });

  it('refuses the given share of API calls while the loop is saturated, and none once the share is back to 0; pages wait instead', () => {
    const { gate, setShare } = setup({ maxRendersInFlight: 1000, turns: 'manual' });
    setShare(0.3);
    const answers = Array.from({ length: 200 }, () => gate.refusal());
    expect(answers.filter(Boolean)).toHaveLength(60);
    expect(answers.find(Boolean)).toBe('saturated');
    expect(Array.from({ length: 50 }, () => gate.admitRender(() => {})).every((a) => a.admitted)).toBe(true);
    setShare(0);
    expect(Array.from({ length: 100 }, () => gate.refusal()).filter(Boolean)).toHaveLength(0);
  });
});

describe('the shed share (one step per window of event-loop utilization)', () => {
  it('grows fast above the limit, up to 0.9; holds near it; shrinks slowly once well below', () => {
    let share = 0;
    const steps: number[] = [];
    for (const utilization of [1, 1, 1, 1, 1, 1, 0.93, 0.5, 0.5, 0.2]) steps.push((share = nextShedShare(share, utilization, 0.95)));
    expect(steps).toEqual([0.2, 0.4, 0.6, 0.8, 0.9, 0.9, 0.9, 0.85, 0.8, 0.75]);
    expect(nextShedShare(0.05, 0.1, 0.95)).toBe(0);
    expect(nextShedShare(0, 0.1, 0.95)).toBe(0);
  });
});

describe('shedding pages and the API', () => {
  it('answers at once a page that would wait too long: 503, Retry-After and a page in the language of the path; a page that waits renders when its turn comes', async () => {
    const { gate } = setup({ maxRendersInFlight: 1, maxRenderWaitMs: 5 });
    const { app, finishAll, waiting, permit } = appWith(gate);
    const server = app.listen(0, '127.0.0.1');
    try {
      const agent = request(server);
      const held = agent.get('/tm/catalogue?hold').then((r) => r);
      await expect.poll(() => waiting.length).toBe(1);
      const queued = agent.get('/tm/catalogue').then((r) => r);
      await expect.poll(() => gate.rendersWaiting).toBe(1);
      const refused = await agent.get('/tm/catalogue');
      expect(refused.status).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.text).toContain('lang="tk"');
      expect(refused.text).toContain('Häzir sargyt gaty köp');
      const english = await agent.get('/en/catalogue');
      expect(english.text).toContain('We are very busy right now');
      finishAll();
      expect((await held).status).toBe(200);
      expect((await queued).text).toBe(`rendered ${permit}`);
      await expect.poll(() => gate.rendersInFlight).toBe(0);
      const again = await agent.get('/en/catalogue');
      expect(again.status).toBe(200);
    } finally {
      server.close();
    }
  });

  it('hands an admitted render the permit its own API calls carry', async () => {
    const { gate } = setup({ maxRendersInFlight: 1 });
    const { app, permit } = appWith(gate);
    expect((await request(app).get('/')).text).toBe(`rendered ${permit}`);
  });

  it('refuses the API while the loop lags, in JSON in the requested language, except calls with the permit', async () => {
    const { gate, setDelay } = setup();
    const { app, permit } = appWith(gate);
    expect((await request(app).get('/back/api/v1/products')).status).toBe(200);
    setDelay(500);
    const refused = await request(app).get('/back/api/v1/products').set('Accept-Language', 'ru');
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.body).toEqual({ success: false, error: 'overloaded', message: 'Сервер сейчас перегружен. Повторите через 5 секунд.' });
    expect((await request(app).get('/back/api/v1/products').set(RENDER_PERMIT_HEADER, 'x'.repeat(32))).status).toBe(503);
    expect((await request(app).get('/back/api/v1/products').set(RENDER_PERMIT_HEADER, permit)).status).toBe(200);
  });
});

describe('the overload and drain settings', () => {
  it('defaults to a bounded render count, an event-loop limit and a drain delay', () => {
    const config = loadConfig({});
    expect(config.overload).toEqual({
      maxRendersInFlight: 16,
      maxRenderWaitMs: 1000,
      maxEventLoopDelayMs: 150,
      maxEventLoopUtilization: 0.95,
    });
    expect(config.drainDelayMs).toBe(5000);
    expect(loadConfig({ MAX_EVENT_LOOP_DELAY_MS: '0' }).overload.maxEventLoopDelayMs).toBe(Infinity);
    expect(loadConfig({ MAX_EVENT_LOOP_UTILIZATION: '0' }).overload.maxEventLoopUtilization).toBe(Infinity);
    expect(loadConfig({ MAX_RENDER_WAIT_MS: '0' }).overload.maxRenderWaitMs).toBe(Infinity);
  });

  it.each([
    [{ MAX_RENDERS_IN_FLIGHT: '0' }, /MAX_RENDERS_IN_FLIGHT/],
    [{ MAX_EVENT_LOOP_DELAY_MS: 'fast' }, /MAX_EVENT_LOOP_DELAY_MS/],
    [{ MAX_RENDER_WAIT_MS: '-1' }, /MAX_RENDER_WAIT_MS/],
    [{ MAX_EVENT_LOOP_UTILIZATION: '101' }, /MAX_EVENT_LOOP_UTILIZATION/],
    [{ DRAIN_DELAY_MS: '9000' }, /DRAIN_DELAY_MS.*less than SHUTDOWN_TIMEOUT_MS/],
    [{ DRAIN_DELAY_MS: '3000', SHUTDOWN_TIMEOUT_MS: '2000' }, /DRAIN_DELAY_MS/],
  ])('stops on %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
