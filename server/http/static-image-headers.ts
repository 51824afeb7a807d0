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

/** express.static's setHeaders for the static files: a picture's policy is the short one. */
export function pictureHeaders(res: ServerResponse, file: string) {
  if (PICTURE.test(file)) res.setHeader('Content-Security-Policy', PICTURE_CSP);
}
