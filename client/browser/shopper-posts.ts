// The one piece of the prefetch policy (prefetch-policy.ts) in the first load: the API client's fetch,
// made before anything else, tells the policy of the shopper's posts once the policy has come with the
// shop's part of the page (none waits on it before then).

let hold: (() => () => void) | undefined;

/** The tab's policy, once made: each post holds the waiting prefetches until it is answered. */
export function holdPrefetchesWith(holdOne: () => () => void) {
  hold = holdOne;
}

/**
 * A fetch for the shop's API client: a request that changes something (a form's post: an order, a
 * basket line) is the shopper's own and holds every waiting prefetch until it is answered.
 */
export const shopperFetch: typeof fetch = (input, init) => {
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  if (!hold || method === 'GET' || method === 'HEAD') return fetch(input, init);
  const done = hold();
  return fetch(input, init).finally(done);
};
