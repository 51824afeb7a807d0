import type { createBrowserRouter } from 'react-router';

type Router = ReturnType<typeof createBrowserRouter>;

const POLL_MS = 5 * 60_000;

/**
 * Watches /builds/latest.json; once a new build is out, the next navigation is a full page
 * load so the browser picks up the new assets instead of requesting chunks that are gone.
 */
export function watchBuildVersion(router: Router, buildId: string) {
  let stale = false;
  const check = async () => {
    if (stale) return;
    try {
      const res = await fetch('/builds/latest.json', { cache: 'no-store' });
      if (res.ok) stale = ((await res.json()) as { id: string }).id !== buildId;
    } catch {
      // offline or deploying: ask again later
    }
  };
  setInterval(check, POLL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void check();
  });
  router.subscribe((state) => {
    const next = state.navigation.location;
    if (stale && state.navigation.state === 'loading' && next) {
      window.location.assign(`${next.pathname}${next.search}${next.hash}`);
    }
  });
}

const RELOAD_WINDOW_MS = 10_000;

/** A lazy chunk that fails to load (usually a deploy) reloads the page, once per path per 10 s. */
export function reloadOnPreloadError(storage: Storage = sessionStorage, now = () => Date.now()) {
  window.addEventListener('vite:preloadError', (event) => {
    const key = `preload-reload:${window.location.pathname}`;
    const last = Number(storage.getItem(key) ?? 0);
    if (now() - last < RELOAD_WINDOW_MS) return; // reloaded just now and still failing: no loop
    event.preventDefault();
    storage.setItem(key, String(now()));
    window.location.reload();
  });
}
