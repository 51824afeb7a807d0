import { useCallback, useState } from 'react';

/**
 * True once the element has come within `margin` of the viewport (and from then on). For heavy parts
 * below the fold whose code should not run while the page loads (issue 13: Leaflet on the checkout
 * was most of its blocking time); a browser without IntersectionObserver gets true at once.
 */
export function useNearView<T extends Element>(margin = '100px'): [(element: T | null) => void, boolean] {
  const [near, setNear] = useState(false);
  const ref = useCallback(
    (element: T | null) => {
      if (!element || near) return;
      if (typeof IntersectionObserver === 'undefined') return setNear(true);
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          observer.disconnect();
          setNear(true);
        },
        { rootMargin: margin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near, margin],
  );
  return [ref, near];
}
