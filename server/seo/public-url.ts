import type { Config } from '../config';
import type { Logger } from '../logger';

/**
 * Canonical links, hreflang, link previews and the sitemap all name PUBLIC_URL; without it they say
 * http://localhost, which search engines and chat apps then index and fetch. Says so once at start-up.
 */
export function warnIfNoPublicUrl(config: Pick<Config, 'isProduction' | 'publicUrlSet' | 'publicUrl'>, logger: Logger): boolean {
  if (!config.isProduction || config.publicUrlSet) return false;
  logger.warn(
    { publicUrl: config.publicUrl },
    `PUBLIC_URL is not set: every canonical link, link preview and sitemap URL names ${config.publicUrl}`,
  );
  return true;
}
