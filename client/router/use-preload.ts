import { useCallback, useContext, useRef } from 'react';
import { UNSAFE_DataRouterContext as DataRouterContext } from 'react-router';
import { preloadRoute } from './preload-route';

// One observer for every link on the page: a visible link preloads its page once.
let observer: IntersectionObserver | undefined;
const targets = new WeakMap<Element, () => void>();

function observe(element: Element, preload: () => void) {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      targets.get(entry.target)?.();
      observer!.unobserve(entry.target);
    }
  });
  targets.set(element, preload);
  observer.observe(element);
  return () => observer!.unobserve(element);
}

/** Props for a link to `href`: preload its page's code on hover, focus, and when it scrolls into view. */
export function usePreloadLink(href: string) {
  // the data router's own route table, so preloading calls the very lazy() it will call
  const routes = useContext(DataRouterContext)?.router.routes;
  const preload = useCallback(() => {
    if (routes) preloadRoute(routes, href);
  }, [routes, href]);
  const cleanup = useRef<() => void>(undefined);
  const ref = useCallback(
    (element: HTMLAnchorElement | null) => {
      cleanup.current?.();
      cleanup.current = element ? observe(element, preload) : undefined;
    },
    [preload],
  );
  return { ref, onMouseEnter: preload, onFocus: preload };
}
