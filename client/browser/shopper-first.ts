import { prefetchPolicy, type PrefetchPolicy } from './prefetch-policy';

/** What this needs of the shop's router (router/create-router.ts): its navigation state. */
interface Navigations {
  subscribe(listener: (state: { navigation: { state: string } }) => void): () => void;
}

/**
 * Tells the prefetch policy when the shopper's own requests are under way, so on a slow link they go
 * first (issue 35): a navigation of the router until its page shows, and a form the browser posts
 * itself (the HTML path's forms, whose page is leaving). A scripted form's post is its API call
 * (shopperFetch in prefetch-policy.ts); its submit event, prevented by the script, holds nothing.
 */
export function holdPrefetchesForTheShopper(router: Navigations, policy: PrefetchPolicy = prefetchPolicy()) {
  let navigating: (() => void) | undefined;
  router.subscribe(({ navigation }) => {
    if (navigation.state !== 'idle') navigating ??= policy.shopperBusy();
    else {
      navigating?.();
      navigating = undefined;
    }
  });
  document.addEventListener('submit', (event) => {
    const done = policy.shopperBusy();
    // after every listener has had the event: a prevented one was the script's, not a page leaving
    setTimeout(() => event.defaultPrevented && done(), 0);
  });
}

/**
 * The policy, once the shop's part of the page has come (start-client.tsx: out of the first load):
 * watches the shopper's navigations and posts from now on and runs `task` when it may start.
 */
export function startPrefetchPolicy(router: Navigations, task: () => void) {
  holdPrefetchesForTheShopper(router);
  prefetchPolicy().later(task);
}
