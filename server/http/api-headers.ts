// The API's answers (/back/…) are JSON, never a document a browser renders: the page's policy (some 370 bytes,
// with a nonce nothing in a JSON answer uses) went with each of them, and at 4 KB/s each read of a repeat
// visit, its order's POST included, waited for those bytes (issue 35; pictures got theirs in record 027).

/** The policy an API answer carries: opened on its own, nothing loads and nothing may frame it (stricter than the page's). */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Headers only a document uses: no request leaves a JSON answer, and it opens no window. */
export const NOT_FOR_API = ['Referrer-Policy', 'Cross-Origin-Opener-Policy'];

/** Whether the request is the API's (embedded or proxied), by the path the app saw. */
export const isApiPath = (path: string) => path === '/back' || path.startsWith('/back/');
