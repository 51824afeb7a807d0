// What the browser does when a piece of the shop's code fails to load: after a deploy the old
// chunks are gone (one fresh page load fixes that), offline nothing loads (a reload would throw
// the shopper onto the browser's offline page and lose a half-filled form).

export const RELOAD_WINDOW_MS = 30_000;

/** reloading: a fresh page load is under way · offline / failed: stay on the page, show a notice */
export type ChunkOutcome = 'reloading' | 'offline' | 'failed';

export interface ReloadEnv {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now(): number;
  isOnline(): boolean;
  /** a full page load of `href` */
  load(href: string): void;
}

export const browserReloadEnv = (): ReloadEnv => ({
  get storage() {
    return window.sessionStorage;
  },
  now: () => Date.now(),
  isOnline: () => navigator.onLine,
  load: (href) => (href === window.location.href ? window.location.reload() : window.location.assign(href)),
});

/** "Part of the page failed to load": set once automatic reloads are used up, read by the notice. */
export const chunkFailure = createFlag();

export function createReloadPolicy(env: ReloadEnv, failure = chunkFailure) {
  let reloading = false;

  // at most one automatic load per path per 30 s, remembered across the reload itself
  const claim = (href: string): boolean => {
    const key = `chunk-reload:${new URL(href, 'http://shop').pathname}`;
    try {
      const last = Number(env.storage.getItem(key) ?? 0);
      if (env.now() - last < RELOAD_WINDOW_MS) return false;
      env.storage.setItem(key, String(env.now()));
      return true;
    } catch {
      return false; // no storage, no way to count reloads: never risk a loop
    }
  };

  /** May this navigation be a full page load (a new build is out)? Never offline, never twice in 30 s. */
  const fullLoad = (href: string): boolean => {
    if (reloading) return true;
    if (!env.isOnline() || !claim(href)) return false;
    reloading = true;
    env.load(href);
    return true;
  };

  /** The code of the page at `href` failed to load. */
  const chunkFailed = (href: string): ChunkOutcome => {
    if (reloading) return 'reloading';
    if (!env.isOnline()) return 'offline';
    if (fullLoad(href)) return 'reloading';
    failure.set();
    return 'failed';
  };

  return { fullLoad, chunkFailed };
}

export type ReloadPolicy = ReturnType<typeof createReloadPolicy>;

/** navigator.onLine as a store for useSyncExternalStore. */
export const onlineStatus = {
  subscribe(listener: () => void) {
    window.addEventListener('online', listener);
    window.addEventListener('offline', listener);
    return () => {
      window.removeEventListener('online', listener);
      window.removeEventListener('offline', listener);
    };
  },
  get: () => navigator.onLine,
  server: () => true,
};

function createFlag() {
  let value = false;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    get: () => value,
    server: () => false,
    set() {
      value = true;
      listeners.forEach((listener) => listener());
    },
  };
}
