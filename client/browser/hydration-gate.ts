/** What the gate listens to: a touch, a click, a key or focus moving into the page, before the browser is idle. */
const FIRST_TOUCH = ['pointerdown', 'touchstart', 'mousedown', 'click', 'keydown', 'focusin'] as const;

export interface GateEnv {
  /** the window the shopper touches; its capture listeners run before the early contract's on the document */
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** whether the load event has fired */
  loaded(): boolean;
  /** runs `open` once the browser is idle (requestIdleCallback, or a timeout where there is none) */
  idle(open: () => void): void;
  /** whether the early contract already holds a tap, made before this code ran */
  tapsWaiting(): boolean;
}

export const browserGateEnv = (): GateEnv => ({
  target: window,
  loaded: () => document.readyState === 'complete',
  idle: (open) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(open, { timeout: 200 }) : setTimeout(open, 50)),
  tapsWaiting: () => (window.__taps?.q.length ?? 0) > 0,
});

/**
 * Resolves when the shop's part of the page may load (issue 13): once the browser is idle after the load
 * event, so none of it competes with the first load, or at the shopper's first touch, key or focus,
 * whichever comes first. A tap meanwhile is kept by the early contract (early-taps-script.ts) and
 * replayed once the part has hydrated; one it kept before this code ran opens the gate at once.
 */
export function hydrationGate(env: GateEnv = browserGateEnv()): Promise<void> {
  return new Promise((resolve) => {
    let open = false;
    const opened = () => {
      if (open) return;
      open = true;
      for (const type of FIRST_TOUCH) env.target.removeEventListener(type, opened, true);
      env.target.removeEventListener('load', afterLoad);
      resolve();
    };
    const afterLoad = () => env.idle(opened);
    for (const type of FIRST_TOUCH) env.target.addEventListener(type, opened, { capture: true, passive: true });
    if (env.tapsWaiting()) opened();
    else if (env.loaded()) afterLoad();
    else env.target.addEventListener('load', afterLoad, { once: true });
  });
}
