import { describe, expect, it } from 'vitest';
import { hydrationGate, type GateEnv } from './hydration-gate';

/** A window of our own: listeners we can fire, a load event and an idle moment the test decides. */
function fakeEnv(loaded: boolean, tapsWaiting = false) {
  const listeners = new Map<string, Set<() => void>>();
  let idle: (() => void) | undefined;
  const env: GateEnv = {
    target: {
      addEventListener: (type: string, listener: EventListenerOrEventListenerObject) => {
        if (!listeners.has(type)) listeners.set(type, new Set());
        listeners.get(type)!.add(listener as () => void);
      },
      removeEventListener: (type: string, listener: EventListenerOrEventListenerObject) =>
        listeners.get(type)?.delete(listener as () => void),
    } as GateEnv['target'],
    loaded: () => loaded,
    idle: (open) => (idle = open),
    tapsWaiting: () => tapsWaiting,
  };
  return {
    env,
    fire: (type: string) => [...(listeners.get(type) ?? [])].forEach((listener) => listener()),
    idle: () => idle?.(),
    listening: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
  };
}

const settled = async (gate: Promise<void>) => {
  let open = false;
  void gate.then(() => (open = true));
  await Promise.resolve();
  await Promise.resolve();
  return open;
};

describe('the gate of the shop part', () => {
  it('stays shut before the load event, then opens once the browser is idle after it', async () => {
    const win = fakeEnv(false);
    const gate = hydrationGate(win.env);
    win.idle(); // nothing asked for an idle moment yet
    expect(await settled(gate)).toBe(false);
    win.fire('load');
    expect(await settled(gate)).toBe(false);
    win.idle();
    expect(await settled(gate)).toBe(true);
    expect(win.listening()).toBe(0);
  });

  it('opens at once when the early contract already holds a tap made before the gate existed', async () => {
    const win = fakeEnv(false, true);
    const gate = hydrationGate(win.env);
    expect(await settled(gate)).toBe(true);
    expect(win.listening()).toBe(0);
  });

  it('opens at once at a first touch, key or focus before the load event', async () => {
    for (const type of ['pointerdown', 'touchstart', 'keydown', 'focusin', 'click']) {
      const win = fakeEnv(false);
      const gate = hydrationGate(win.env);
      win.fire(type);
      expect(await settled(gate), type).toBe(true);
      expect(win.listening(), type).toBe(0);
    }
  });

  it('waits only for an idle moment when the page has already loaded', async () => {
    const win = fakeEnv(true);
    const gate = hydrationGate(win.env);
    expect(await settled(gate)).toBe(false);
    win.idle();
    expect(await settled(gate)).toBe(true);
  });

  it('ignores what does not say the shopper is there (a scroll, a mouse passing by)', async () => {
    const win = fakeEnv(false);
    const gate = hydrationGate(win.env);
    win.fire('scroll');
    win.fire('mousemove');
    expect(await settled(gate)).toBe(false);
  });
});
