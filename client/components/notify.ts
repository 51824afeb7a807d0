import { useSyncExternalStore } from 'react';
import type { ToastOptions, Renderable } from 'react-hot-toast';

type Toast = typeof import('react-hot-toast').default;

// react-hot-toast (and its CSS-in-JS) is not needed for the first paint: it loads with the first
// notice, and the toaster mounts then. Toasts created while it loads show once it is there.
let toast: Promise<Toast> | undefined;
let wanted = false;
const listeners = new Set<() => void>();

function load(): Promise<Toast> {
  if (!toast) {
    wanted = true;
    listeners.forEach((listener) => listener());
    toast = import('react-hot-toast').then((m) => m.default);
  }
  return toast;
}

export const notify = {
  success(message: Renderable, options?: ToastOptions) {
    void load().then((t) => t.success(message, options));
  },
  error(message: Renderable, options?: ToastOptions) {
    void load().then((t) => t.error(message, options));
  },
};

/** True once something has been notified: the toaster is mounted from then on. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}
