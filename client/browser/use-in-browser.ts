import { createContext, createElement, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

// Outside <InBrowserProvider> (the desk, a component test) a browser render is never a hydration.
const InBrowserContext = createContext(typeof document !== 'undefined');

/**
 * false on the server and while the page hydrates, true from then on: server-only notes leave on
 * hydration. The switch is one state update in a transition, so the notes' re-render yields to the
 * browser; useSyncExternalStore with a different server snapshot would force a synchronous re-render
 * right after hydration instead (a long task on a slow phone).
 */
export const useInBrowser = () => useContext(InBrowserContext);

export function InBrowserProvider({ children }: { children: ReactNode }) {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => startTransition(() => setInBrowser(true)), []);
  return createElement(InBrowserContext.Provider, { value: inBrowser }, children);
}
