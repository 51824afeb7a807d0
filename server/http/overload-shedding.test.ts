import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { nextShedShare, RENDER_PERMIT_HEADER } from './overload';
import { appWith, setup } from './overload.test-support';

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
