import { useCallback, useSyncExternalStore } from 'react';

/**
 * The browser's clock in steps of `stepMs` (epoch ms, floored to the step), re-read every step. In the
 * server's render and in the hydration over it: `rendered`, the instant the server rendered the page for
 * (in its boot data), so the two agree whatever the two clocks say (a server with an injected clock, a
 * render across a boundary, a kept page); none given, null. Once hydrated the browser's clock takes over
 * (React re-renders what differs). A part mounted after hydration (a client navigation, Back) reads the
 * clock in its first render: what it shows is laid out before the scroll position is restored, not a
 * frame later.
 */
export function useClock(stepMs: number, active = true, rendered: number | null = null): number | null {
  const subscribe = useCallback(
    (changed: () => void) => {
      if (!active) return () => {};
      const timer = setInterval(changed, stepMs);
      return () => clearInterval(timer);
    },
    [stepMs, active],
  );
  return useSyncExternalStore(
    subscribe,
    () => (active ? Math.floor(Date.now() / stepMs) * stepMs : null),
    () => (active ? rendered : null),
  );
}
