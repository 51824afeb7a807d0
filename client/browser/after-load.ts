import type { PublicConfig } from '../../shared/public-config';
import { loadAnalytics } from './analytics';
import { registerServiceWorker } from './service-worker-register';
import { prefetchPolicy } from './prefetch-policy';

/**
 * On a slow link the worker's files (some 250 KB) would share it with the shopper's next pages for a
 * minute or more: it is registered once they have started no navigation or post for this long (the
 * confirmation's page, a pause), and the next visit still costs a few KB.
 */
export const WORKER_QUIET_MS = 20_000;

/**
 * What the page starts once it has loaded: the operator's analytics and the service worker. Its own
 * chunk, fetched once the shop's part of the page has come (after the load event: start-client.tsx), so
 * none of it is first-load code and none of it competes with the part (issue 13).
 */
export function afterLoad(config: PublicConfig, production: boolean) {
  loadAnalytics(config);
  if (production) prefetchPolicy().quiet(WORKER_QUIET_MS, registerServiceWorker);
}
