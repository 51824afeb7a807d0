// Where the app may send the browser. Refuses script-bearing protocols always and
// other origins unless the caller explicitly allows external navigation.
const SAFE_PROTOCOLS = new Set(['http:', 'https:']);
// Any origin will do: only the path, query and fragment of a same-origin target are kept.
const PLACEHOLDER_ORIGIN = 'http://same.origin';

export type NavigationTarget = { kind: 'internal'; path: string } | { kind: 'external'; url: string };

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
  if (url.origin === new URL(origin).origin) {
    const path = sameOriginPath(`${url.pathname}${url.search}${url.hash}`);
    if (path === null) throw new UnsafeNavigationError(`Refused path ${url.pathname}`);
    return { kind: 'internal', path };
  }
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

// Slashes and backslashes at the start, also percent-encoded once or more: "//x", "/\x" and
// "/%2F%2Fx" all name another host to a browser, a proxy or a second decoder.
const LEADING_SEPARATORS = /^(?:[/\\]|%(?:25)*(?:2f|5c))+/i;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const RAW_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * A path to put in Location: one leading slash (decoded too), dot segments resolved, no control
 * characters; a query that decodes to control characters is dropped. Null when the path itself
 * cannot be made one. Every redirect the server sends goes through here.
 */
export function sameOriginPath(path: string): string | null {
  if (RAW_CONTROL.test(path) || !/^[/\\]/.test(path)) return null;
  let url: URL;
  try {
    url = new URL(path.replace(LEADING_SEPARATORS, '/'), PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  // "/a/../..//x" resolves to "//x": collapse again after the dot segments are gone
  const pathname = url.pathname.replace(LEADING_SEPARATORS, '/');
  const decoded = decodedBytes(pathname);
  if (url.origin !== PLACEHOLDER_ORIGIN || CONTROL.test(decoded) || /^[/\\]{2}/.test(decoded)) return null;
  const rest = `${url.search}${url.hash}`;
  return CONTROL.test(decodedBytes(rest)) ? pathname : `${pathname}${rest}`;
}

// %XX -> that byte, repeated until nothing changes (what any number of decoders would see).
function decodedBytes(text: string): string {
  let current = text;
  for (let previous = ''; previous !== current;) {
    previous = current;
    current = current.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
  return current;
}

// Any slash or backslash, also percent-encoded once or more.
const SEPARATOR = /[/\\]|%(?:25)*(?:2f|5c)/gi;

/**
 * Where a link staff typed (the pop-up's, a page's) may lead: a path on this shop that starts with
 * one slash and that no browser, proxy or second decoder reads as another host ("/\evil.example",
 * "/%5Cevil.example", "/\/evil.example"), or another site written out as https://. Null otherwise;
 * the desk's validation and the storefront's rendering both ask this.
 */
export function staffLink(link: string): NavigationTarget | null {
  if (RAW_CONTROL.test(link) || /\s/.test(link)) return null;
  if (/^https:\/\//i.test(link)) {
    if (link.includes('\\')) return null;
    try {
      const url = new URL(link);
      return url.protocol === 'https:' && url.hostname && !url.username && !url.password ? { kind: 'external', url: url.href } : null;
    } catch {
      return null;
    }
  }
  const path = link.split(/[?#]/, 1)[0];
  // only plain slashes between segments, never two together: nothing a dot segment could turn into "//"
  const separators = path.match(SEPARATOR) ?? [];
  if (!path.startsWith('/') || separators.some((s) => s !== '/') || /\/\//.test(path)) return null;
  const safe = sameOriginPath(link);
  return safe === null ? null : { kind: 'internal', path: safe };
}
