/** What the gate listens to: a touch, a click, a key or focus moving into the page, before the browser is idle. */
export const FIRST_TOUCH = ['pointerdown', 'touchstart', 'mousedown', 'click', 'keydown', 'focusin'] as const;
/** the HTML checkout's order form (021-slow-link-first-visit.md) */
export const HTML_CHECKOUT_FORM = 'form.checkout[method="post"]';
/** what the HTML path answers on a slow link: a basket tap, the basket on its way to the HTML checkout */
export const HTML_TAKES = '[data-price], form[method="get"][action$="/checkout"] [data-tap]';
/** the confirmation: on a slow link the shop's code waits for the order (lite-start-script.ts), then comes here */
export const ORDER_PLACED = '.checkout-done';

declare global {
  interface Window {
    /** set by a lite page's start (lite-start-script.ts) once it opened the gate and imported the entry */
    __gateOpen?: number;
  }
}

export interface GateEnv {
  /** the window the shopper touches; its capture listeners run before the early contract's on the document */
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** whether the load event has fired */
  loaded(): boolean;
  /** runs `open` once the browser is idle (requestIdleCallback, or a timeout where there is none) */
  idle(open: () => void): void;
  /** whether the early contract already holds a tap, made before this code ran */
  tapsWaiting(): boolean;
  /** a lite page's start opened the gate already, and then fetched this code (lite-start-script.ts) */
  openedBefore?(): boolean;
  /** the HTML checkout on a slow link (021-slow-link-first-visit.md): its form goes before the scripts */
  holdForForm?(): boolean;
  /** on a slow link, a touch the HTML path answers (a basket tap, the basket on its way to the checkout): it opens nothing */
  htmlTakes?(event: Event): boolean;
  /** a timer (setTimeout; injected in tests) */
  wait?(ms: number, then: () => void): void;
}

/** On the HTML checkout on a slow link the shop's part waits for this long without a touch or key after load. */
export const FORM_QUIET_MS = 8_000;

export const browserGateEnv = (): GateEnv => ({
  target: window,
  loaded: () => document.readyState === 'complete',
  idle: (open) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(open, { timeout: 200 }) : setTimeout(open, 50)),
  tapsWaiting: () => (window.__taps?.q.length ?? 0) > 0,
  openedBefore: () => window.__gateOpen === 1,
  holdForForm: () => Boolean(window.__taps?.w?.()) && document.querySelector(HTML_CHECKOUT_FORM) !== null,
  htmlTakes: (event) => Boolean(window.__taps?.w?.()) && (event.target as Element | null)?.closest?.(HTML_TAKES) != null,
  wait: (ms, then) => void setTimeout(then, ms),
});

/**
 * Resolves when the shop's part of the page may load (issue 13): once the browser is idle after the load
 * event, so none of it competes with the first load, or at the shopper's first touch, key or focus,
 * whichever comes first. A tap meanwhile is kept by the early contract (early-taps-script.ts) and
 * replayed once the part has hydrated; one it kept before this code ran opens the gate at once.
 * On the HTML checkout on a slow link (issue 35) a touch or key does not open it: the shopper types into a
 * form the server answers, and the scripts' 250 KB would share the link with its post. There the gate opens
 * once the browser is idle after `FORM_QUIET_MS` without a touch or key after load, or at a kept tap (a
 * stepper's); what was typed meanwhile is kept (typed-before-scripts.ts). Elsewhere on a slow link a basket
 * tap or the basket's way to the checkout opens nothing either: the HTML path takes them (early-taps-script.ts).
 */
export function hydrationGate(env: GateEnv = browserGateEnv()): Promise<void> {
  return new Promise((resolve) => {
    let open = false;
    const opened = () => {
      if (open) return;
      open = true;
      for (const type of FIRST_TOUCH) env.target.removeEventListener(type, touched, true);
      env.target.removeEventListener('load', afterLoad);
      resolve();
    };
    const wait = env.wait ?? ((ms: number, then: () => void) => void setTimeout(then, ms));
    let touches = 0;
    const quiet = () => {
      const seen = touches;
      wait(FORM_QUIET_MS, () => seen === touches && env.idle(opened));
    };
    const held = env.holdForForm?.() ?? false;
    const touched = held
      ? () => {
          touches++;
          wait(0, () => env.tapsWaiting() && opened());
          if (env.loaded()) quiet();
        }
      : (event?: Event) => void (event && env.htmlTakes?.(event) ? undefined : opened());
    const afterLoad = held ? quiet : () => env.idle(opened);
    for (const type of FIRST_TOUCH) env.target.addEventListener(type, touched, { capture: true, passive: true });
    if (env.tapsWaiting() || env.openedBefore?.()) opened();
    else if (env.loaded()) afterLoad();
    else env.target.addEventListener('load', afterLoad, { once: true });
  });
}
