import type { PublicConfig } from '../../shared/public-config';

/**
 * The operator's analytics script, when configured: added after the page is interactive so it
 * never delays the first paint; nothing at all otherwise (design.md §5).
 */
export function loadAnalytics(config: PublicConfig, doc: Document = document) {
  if (!config.analytics) return;
  const script = doc.createElement('script');
  script.src = config.analytics.scriptUrl;
  script.async = true;
  script.defer = true;
  if (config.analytics.id) script.dataset.id = config.analytics.id;
  doc.head.appendChild(script);
}
