// Where the app may send the browser. Refuses script-bearing protocols always and
// other origins unless the caller explicitly allows external navigation.
const SAFE_PROTOCOLS = new Set(['http:', 'https:']);

export type NavigationTarget =
  | { kind: 'internal'; path: string }
  | { kind: 'external'; url: string };

export class UnsafeNavigationError extends Error {}

export function resolveNavigation(target: string, origin: string, { external = false } = {}): NavigationTarget {
  // Browsers ignore tabs/newlines and leading control characters in URLs: "java\tscript:" is javascript:.
  // eslint-disable-next-line no-control-regex
  const cleaned = target.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  let url: URL;
  try {
    url = new URL(cleaned, origin);
  } catch {
    throw new UnsafeNavigationError(`Invalid URL: ${target}`);
  }
  if (!SAFE_PROTOCOLS.has(url.protocol)) throw new UnsafeNavigationError(`Refused protocol ${url.protocol}`);
  if (url.origin === new URL(origin).origin) return { kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` };
  if (!external) throw new UnsafeNavigationError(`Refused external navigation to ${url.origin}`);
  return { kind: 'external', url: url.href };
}

/** For redirect targets taken from a request (e.g. ?next=): same-origin paths only, else the fallback. */
export function safeRedirectPath(target: string | undefined | null, origin: string, fallback = '/'): string {
  if (!target) return fallback;
  try {
    const resolved = resolveNavigation(target, origin);
    return resolved.kind === 'internal' ? resolved.path : fallback;
  } catch {
    return fallback;
  }
}
