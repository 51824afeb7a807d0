import type { PublicConfig } from '../../shared/public-config';
import { loadAnalytics } from './analytics';
import { registerServiceWorker } from './service-worker-register';

/**
 * What the page starts once it has loaded: the operator's analytics and the service worker. Its own
 * chunk, fetched once the shop's part of the page has come (after the load event: start-client.tsx), so
 * none of it is first-load code and none of it competes with the part (issue 13).
 */
export function afterLoad(config: PublicConfig, production: boolean) {
  loadAnalytics(config);
  if (production) registerServiceWorker();
}
