/**
 * Reads every storefront page makes once it has hydrated (the shop's status, the promo), asked for as
 * the page starts instead, in one task of their own; each query's first fetch takes the answer.
 *
 * Why (issue 13): a page's first fetch() costs a slow phone some 30 ms while the browser sets its
 * fetch machinery up, and the next ones a few ms each. Made by the queries, they fell among the effects
 * after hydration and made those one of the page's long tasks. Early, they also run while the page's
 * code loads instead of after it.
 */
const pending = new Map<string, { answer: Promise<unknown>; at: number }>();

/** An early answer older than this is not used: the query reads afresh (the status must stay current). */
export const EARLY_READ_MAX_AGE_MS = 3_000;

/** Starts `read` now; the first `takeEarly(key, …)` within EARLY_READ_MAX_AGE_MS gets its answer. */
export function readEarly(key: string, read: () => Promise<unknown>, now = performance.now()) {
  const answer = read();
  answer.catch(() => {}); // a failed early answer is the query's first failure, retried as usual
  pending.set(key, { answer, at: now });
}

/** The early answer for `key` once, if it is recent enough; else `read()`. */
export function takeEarly<T>(key: string, read: () => Promise<T>, now = performance.now()): Promise<T> {
  const early = pending.get(key);
  pending.delete(key);
  return early && now - early.at <= EARLY_READ_MAX_AGE_MS ? (early.answer as Promise<T>) : read();
}
