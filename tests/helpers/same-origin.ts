// The judge of a redirect's Location (tests/ssr/redirects.test.ts): a path on the shop's own origin,
// before and after any number of decodings.

// %XX -> the byte, repeated until nothing changes: what a proxy or a second decoder might see.
function decodedFully(s: string): string {
  let current = s;
  for (let i = 0; i < 10; i++) {
    const next = current.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (next === current) break;
    current = next;
  }
  return current;
}

/** Why a Location is not a path on `origin`, or null when it is one. */
export function locationProblem(location: string, origin: string): string | null {
  // eslint-disable-next-line no-control-regex
  const control = /[\u0000-\u001f\u007f]/;
  if (control.test(location)) return 'control character';
  if (!location.startsWith('/') || /^[/\\]{2}/.test(location)) return 'not a single leading slash';
  const decoded = decodedFully(location);
  if (control.test(decoded)) return 'control character once decoded';
  if (!decoded.startsWith('/') || /^[/\\]{2}/.test(decoded)) return 'not a single leading slash once decoded';
  const url = new URL(location, origin);
  if (url.origin !== origin) return `leaves the origin for ${url.origin}`;
  if (url.pathname.startsWith('//')) return 'resolves to a path starting with //';
  return null;
}
