import { useSyncExternalStore } from 'react';
import type { LocalStore } from './local-store';

/** The store's value; `empty` on the server and during hydration, the stored value after. */
export function useLocalStore<T>(store: LocalStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, () => store.empty);
}
