// The render permit: a secret per process that an admitted page render hands its own internal API
// calls, so the overload gate (./overload.ts) never sheds them half-way through a page.
import crypto from 'node:crypto';

declare global {
  namespace Express {
    interface Locals {
      renderPermit?: string;
    }
  }
}

/** Internal API calls of an admitted render carry this, so they are never shed half-way through a page. */
export const RENDER_PERMIT_HEADER = 'X-Render-Permit';

/** A secret per process for RENDER_PERMIT_HEADER; only ever sent to our own loopback API. */
export const newRenderPermit = () => crypto.randomBytes(16).toString('hex');

/** The permit a request carries matches ours, compared in constant time. */
export function safeEqual(given: string | undefined, expected: string): boolean {
  if (!given || given.length !== expected.length) return false;
  return crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}
