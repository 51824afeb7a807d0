// One value in localStorage shared by every component and every tab of this origin.
// Read with useSyncExternalStore: the server and hydration see `empty`, the browser then
// reads storage after mount, so server HTML and the first client render never differ.

export interface LocalStore<T> {
  readonly key: string;
  readonly empty: T;
  get(): T;
  set(update: (previous: T) => T): void;
  subscribe(listener: () => void): () => void;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (privacy settings): the value lives only in memory
  }
}

export function createLocalStore<T>(key: string, parse: (raw: unknown) => T, empty: T): LocalStore<T> {
  const listeners = new Set<() => void>();
  let cachedRaw: string | null | undefined;
  let cached: T = empty;
  let memory: string | null = null;

  const readRaw = () => {
    const s = storage();
    if (!s) return memory;
    try {
      return s.getItem(key);
    } catch {
      return memory;
    }
  };

  const get = () => {
    const raw = readRaw();
    // the same snapshot object until the stored text changes, as useSyncExternalStore requires
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      try {
        cached = raw === null ? empty : parse(JSON.parse(raw));
      } catch {
        cached = empty;
      }
    }
    return cached;
  };

  const notify = () => listeners.forEach((listener) => listener());

  const onStorage = (event: StorageEvent) => {
    // key null: another tab called localStorage.clear()
    if (event.key === key || event.key === null) notify();
  };

  return {
    key,
    empty,
    get,
    set(update) {
      const text = JSON.stringify(update(get()));
      memory = text;
      try {
        storage()?.setItem(key, text);
      } catch {
        // quota or disabled storage: keep the in-memory copy for this tab
      }
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      };
    },
  };
}
