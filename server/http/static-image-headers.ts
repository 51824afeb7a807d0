import type { ServerResponse } from 'node:http';

/** The shop's own pictures (public/, the build's assets): a picture is no document, its policy need not be the page's. */
const PICTURE = /\.(svg|png|jpe?g|webp|avif|gif|ico)(\.(br|gz))?$/i;

/**
 * The policy a static picture answers with (issue 35, docs/decisions/027-first-page-start-decides.md): the page's
 * CSP (some 370 bytes, with a nonce no picture uses) went with each of the 20-odd pictures of a slow first visit,
 * ~8 KB of its 60. A picture needs none of it in an <img>; opened on its own (an SVG is a document then) this one
 * is stricter than the page's — nothing loads, no script runs (sandbox) — and keeps an SVG's inline styles, as
 * the uploaded photos' answer does (server/api/media/serve.ts).
 */
export const PICTURE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Whether a static file (or the path asked for) is one of the shop's pictures. */
export const isPicture = (file: string) => PICTURE.test(file);

/**
 * Headers a picture does without (record 027's addendum): the request's id (the log keeps it; only a failed page
 * shows it), the referrer policy (no request can leave a picture under {@link PICTURE_CSP}; the browsers'
 * default is the same policy) and the opener policy (a sandboxed picture opens no window). Together with
 * Last-Modified and Accept-Ranges (the picture handler's options: the ETag revalidates, no picture is read in
 * ranges) some 200 bytes of each picture's ~600 bytes of headers, 17 times on a slow first visit.
 */
export const NOT_FOR_PICTURES = ['X-Request-Id', 'Referrer-Policy', 'Cross-Origin-Opener-Policy'];

/** express.static's setHeaders for the static files: a picture's policy is the short one, without what it does not need. */
export function pictureHeaders(res: ServerResponse, file: string) {
  if (!isPicture(file)) return;
  res.setHeader('Content-Security-Policy', PICTURE_CSP);
  for (const name of NOT_FOR_PICTURES) res.removeHeader(name);
}
