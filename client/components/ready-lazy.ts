import { lazy, type ComponentType } from 'react';

/**
 * React.lazy that renders at once when its module is already here. React.lazy suspends on the first
 * render even for code that has loaded (it waits for the promise's `then`); on the server that would
 * stream the part after a fallback, and in the browser it would make a hydration wait a turn for
 * nothing. Here `ready()` answers the component when it is loaded, and React's lazy reads it from a
 * thenable that calls back at once; otherwise `load()` is awaited as usual.
 */
export function readyLazy<P extends object>(ready: () => ComponentType<P> | undefined, load: () => Promise<ComponentType<P>>) {
  return lazy<ComponentType<P>>(() => {
    const component = ready();
    if (!component) return load().then((loaded) => ({ default: loaded }));
    // a thenable React settles synchronously (React.lazy calls `then` and reads the status it set)
    const now = { then: (settle: (module: { default: ComponentType<P> }) => void) => settle({ default: component }) };
    return now as unknown as Promise<{ default: ComponentType<P> }>;
  });
}
