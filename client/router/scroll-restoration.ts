import { useEffect, useLayoutEffect } from 'react';
import { NavigationType, type Location } from 'react-router';

// Back and Forward return where the shopper was, a new page starts at the top: react-router's
// <ScrollRestoration> does this for its data router only, which the shop does not use (008-shop-router.md).

const SCROLL_KEY = 'shop-scroll-positions';
let positions: Record<string, number> | undefined;

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/** Notes where the page on screen is scrolled to, under its history entry's key (before a navigation commits). */
export function saveScroll(key: string) {
  if (typeof window === 'undefined') return;
  positions ??= readPositions();
  positions[key] = window.scrollY;
}

function persistScroll(key: string) {
  saveScroll(key);
  try {
    sessionStorage.setItem(SCROLL_KEY, JSON.stringify(positions));
  } catch {
    // private mode or full: the positions of this page's life are lost, nothing else
  }
}

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text; // a malformed escape in the address: the id as written
  }
};

interface Committed {
  location: Location;
  action: NavigationType;
  preventScrollReset: boolean;
}

export function useScrollRestoration({ location, action, preventScrollReset }: Committed) {
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onPageHide = () => persistScroll(location.key);
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, [location.key]);
  useLayoutEffect(() => {
    positions ??= readPositions();
    const saved = positions[location.key];
    const target = location.hash ? document.getElementById(safeDecode(location.hash.slice(1))) : null;
    // (never `return scrollTo(…)`: Chromium's scroll methods return a promise, which React would call as the cleanup)
    if (action === NavigationType.Pop && typeof saved === 'number') window.scrollTo(0, saved);
    else if (target) target.scrollIntoView();
    else if (!preventScrollReset && action !== NavigationType.Pop) window.scrollTo(0, 0);
  }, [location, action, preventScrollReset]);
}
