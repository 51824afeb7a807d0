import type { Express } from 'express';
import { loadConfig } from '../../server/config';
import { createApp, type AppDeps } from '../../server/app';
import { createLogger } from '../../server/logger';
import type { Database } from '../../server/db/connection';

export const API = '/back/api/v1';

/** The whole server (API only, no page renderer) over the given database, quiet and in test mode. */
export function createTestApp(database: Database, overrides: { env?: Record<string, string> } & Partial<AppDeps> = {}): Express {
  const { env = {}, ...deps } = overrides;
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  return createApp({ config, database, logger: createLogger(config), ...deps });
}
