import { useSyncExternalStore } from 'react';
import type { LocalStore } from './local-store';
import { useInBrowser } from './use-in-browser';

/**
 * The store's value; `empty` on the server and during hydration, the stored value after.
 * What is stored shows in the transition that follows hydration (useInBrowser): a snapshot that
 * differs from the server's during hydration would make React re-render synchronously right after
 * it — with a filled basket, the whole checkout in one long task on a slow phone.
 */
export function useLocalStore<T>(store: LocalStore<T>): T {
  const empty = () => store.empty;
  return useSyncExternalStore(store.subscribe, useInBrowser() ? store.get : empty, empty);
}
