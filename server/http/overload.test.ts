import { describe, expect, it } from 'vitest';
import { setup } from './overload.test-support';

// Shedding pages and the API, the shed share and the settings: overload-shedding.test.ts.

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
