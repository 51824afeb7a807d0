import { describe, expect, it } from 'vitest';
import { FORM_QUIET_MS, hydrationGate, type GateEnv } from './hydration-gate';

// Issue 35 (docs/decisions/021-slow-link-first-visit.md): on the HTML checkout on a slow link the shopper's
// typing does not open the gate of the shop's part; it opens after a quiet moment after load, or at a kept tap.
function formEnv() {
  const listeners = new Map<string, Set<(event: unknown) => void>>();
  const timers: { at: number; then: () => void }[] = [];
  const state = { loaded: false, taps: false, now: 0, idle: undefined as (() => void) | undefined };
  const env: GateEnv = {
    target: {
      addEventListener: (type: string, listener: EventListenerOrEventListenerObject) => {
        if (!listeners.has(type)) listeners.set(type, new Set());
        listeners.get(type)!.add(listener as (event: unknown) => void);
      },
      removeEventListener: (type: string, listener: EventListenerOrEventListenerObject) =>
        listeners.get(type)?.delete(listener as (event: unknown) => void),
    } as GateEnv['target'],
    loaded: () => state.loaded,
    idle: (open) => (state.idle = open),
    tapsWaiting: () => state.taps,
    holdForForm: () => true,
    wait: (ms, then) => void timers.push({ at: state.now + ms, then }),
  };
  const fire = (type: string, event: unknown = {}) => [...(listeners.get(type) ?? [])].forEach((listener) => listener(event));
  const pass = (ms: number) => {
    state.now += ms;
    for (const timer of timers.splice(0).sort((a, b) => a.at - b.at))
      if (timer.at <= state.now) timer.then();
      else timers.push(timer);
  };
  const load = () => {
    state.loaded = true;
    fire('load');
  };
  return { env, state, fire, pass, load };
}

const settled = async (gate: Promise<void>) => {
  let open = false;
  void gate.then(() => (open = true));
  await Promise.resolve();
  await Promise.resolve();
  return open;
};

describe('the gate on the HTML checkout on a slow link', () => {
  it('stays shut while the shopper types, and opens once the browser is idle after a quiet moment after load', async () => {
    const win = formEnv();
    const gate = hydrationGate(win.env);
    win.fire('focusin');
    win.fire('keydown');
    win.load();
    win.pass(FORM_QUIET_MS - 1);
    win.fire('keydown'); // still typing: the quiet moment starts again
    win.pass(FORM_QUIET_MS - 1);
    expect(win.state.idle).toBeUndefined();
    expect(await settled(gate)).toBe(false);
    win.pass(1);
    win.state.idle?.();
    expect(await settled(gate)).toBe(true);
  });

  it('opens at a tap the early contract kept (a stepper on the checkout)', async () => {
    const win = formEnv();
    const gate = hydrationGate(win.env);
    win.fire('click');
    win.state.taps = true;
    win.pass(0);
    expect(await settled(gate)).toBe(true);
  });
});

describe('the gate elsewhere on a slow link', () => {
  it('a touch the HTML path answers opens nothing; any other opens it', async () => {
    const win = formEnv();
    win.env.holdForForm = () => false;
    win.env.htmlTakes = (event) => (event as unknown as { basket: boolean }).basket;
    const gate = hydrationGate(win.env);
    win.fire('pointerdown', { basket: true });
    win.fire('focusin', { basket: true });
    expect(await settled(gate)).toBe(false);
    win.fire('keydown', { basket: false });
    expect(await settled(gate)).toBe(true);
  });
});
