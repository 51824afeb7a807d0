import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { createOverloadGate, nextShedShare, RENDER_PERMIT_HEADER, shedApi, shedPages } from './overload';

function setup(maxRendersInFlight = 2) {
  let delayMs = 0;
  let share = 0;
  const gate = createOverloadGate({ maxRendersInFlight, maxEventLoopDelayMs: 100, eventLoopDelay: () => delayMs, shedShare: () => share });
  return { gate, setDelay: (ms: number) => void (delayMs = ms), setShare: (s: number) => void (share = s) };
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
  it('admits renders up to the limit, refuses the next as busy, and admits again after a release', () => {
    const { gate } = setup(2);
    const a = gate.admitRender();
    const b = gate.admitRender();
    expect([a.admitted, b.admitted]).toEqual([true, true]);
    expect(gate.admitRender()).toEqual({ admitted: false, reason: 'busy' });
    if (a.admitted) {
      a.release();
      a.release(); // twice counts once
    }
    expect(gate.rendersInFlight).toBe(1);
    expect(gate.admitRender().admitted).toBe(true);
    expect(gate.admitRender()).toEqual({ admitted: false, reason: 'busy' });
  });

  it('refuses while the event loop lags, even with nothing in flight, and recovers when it stops', () => {
    const { gate, setDelay } = setup(2);
    setDelay(250);
    expect(gate.admitRender()).toEqual({ admitted: false, reason: 'lagging' });
    expect(gate.rendersInFlight).toBe(0);
    setDelay(20);
    expect(gate.admitRender().admitted).toBe(true);
  });

  it('refuses the given share of new work while the loop is saturated, and none once the share is back to 0', () => {
    const { gate, setShare } = setup(1000);
    setShare(0.3);
    const answers = Array.from({ length: 200 }, () => gate.admitRender());
    expect(answers.filter((a) => !a.admitted)).toHaveLength(60);
    expect(answers.find((a) => !a.admitted)).toEqual({ admitted: false, reason: 'saturated' });
    for (const a of answers) if (a.admitted) a.release();
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
  it('answers a page beyond the limit at once: 503, Retry-After and a page in the language of the path', async () => {
    const { gate } = setup(1);
    const { app, finishAll, waiting } = appWith(gate);
    const server = app.listen(0, '127.0.0.1');
    try {
      const agent = request(server);
      const held = agent.get('/tm/catalogue?hold').then((r) => r);
      await expect.poll(() => waiting.length).toBe(1);
      const refused = await agent.get('/tm/catalogue');
      expect(refused.status).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.text).toContain('lang="tk"');
      expect(refused.text).toContain('Häzir sargyt gaty köp');
      const english = await agent.get('/en/catalogue');
      expect(english.text).toContain('We are very busy right now');
      finishAll();
      expect((await held).status).toBe(200);
      await expect.poll(() => gate.rendersInFlight).toBe(0);
      const again = await agent.get('/en/catalogue');
      expect(again.status).toBe(200);
    } finally {
      server.close();
    }
  });

  it('hands an admitted render the permit its own API calls carry', async () => {
    const { gate } = setup(1);
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
    expect(refused.body).toEqual({ success: false, error: 'overloaded', message: 'Сервер сейчас перегружен. Повторите через 5 с.' });
    expect((await request(app).get('/back/api/v1/products').set(RENDER_PERMIT_HEADER, 'x'.repeat(32))).status).toBe(503);
    expect((await request(app).get('/back/api/v1/products').set(RENDER_PERMIT_HEADER, permit)).status).toBe(200);
  });
});

describe('the overload and drain settings', () => {
  it('defaults to a bounded render count, an event-loop limit and a drain delay', () => {
    const config = loadConfig({});
    expect(config.overload).toEqual({ maxRendersInFlight: 16, maxEventLoopDelayMs: 150, maxEventLoopUtilization: 0.95 });
    expect(config.drainDelayMs).toBe(5000);
    expect(loadConfig({ MAX_EVENT_LOOP_DELAY_MS: '0' }).overload.maxEventLoopDelayMs).toBe(Infinity);
    expect(loadConfig({ MAX_EVENT_LOOP_UTILIZATION: '0' }).overload.maxEventLoopUtilization).toBe(Infinity);
  });

  it.each([
    [{ MAX_RENDERS_IN_FLIGHT: '0' }, /MAX_RENDERS_IN_FLIGHT/],
    [{ MAX_EVENT_LOOP_DELAY_MS: 'fast' }, /MAX_EVENT_LOOP_DELAY_MS/],
    [{ MAX_EVENT_LOOP_UTILIZATION: '101' }, /MAX_EVENT_LOOP_UTILIZATION/],
    [{ DRAIN_DELAY_MS: '9000' }, /DRAIN_DELAY_MS.*less than SHUTDOWN_TIMEOUT_MS/],
    [{ DRAIN_DELAY_MS: '3000', SHUTDOWN_TIMEOUT_MS: '2000' }, /DRAIN_DELAY_MS/],
  ])('stops on %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
