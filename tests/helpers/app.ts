import type { Express } from 'express';
import { loadConfig } from '../../server/config';
import { createApp, type AppDeps } from '../../server/app';
import { createLogger } from '../../server/logger';
import { afterAll, beforeAll } from 'vitest';
import type { Database, Dialect } from '../../server/db/connection';
import { createTestDatabase } from './database';

export const API = '/back/api/v1';

/** The whole server (API only, no page renderer) over the given database, quiet and in test mode. */
export function createTestApp(database: Database, overrides: { env?: Record<string, string> } & Partial<AppDeps> = {}): Express {
  const { env = {}, ...deps } = overrides;
  // a test file signs in more often in an hour of its clock than a shop's SMS budget allows (a test sets its own)
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SMS_HOURLY_BUDGET: '100000', ...env });
  return createApp({ config, database, logger: createLogger(config), ...deps });
}

/**
 * For a describe block: a fresh seeded database and the app over it, made before its tests and
 * closed after them. Read `.app` and `.database` inside tests (they exist once beforeAll has run).
 */
export function useSeededApp(dialect: Dialect, deps: Partial<AppDeps> = {}) {
  const shop = {} as { app: Express; database: Database };
  beforeAll(async () => {
    shop.database = await createTestDatabase(dialect, { seed: true });
    shop.app = createTestApp(shop.database, deps);
  });
  afterAll(() => shop.database.close());
  return shop;
}

/** The real time plus whatever a test has moved it on by: for caches that re-check on a timer. */
export function offsetClock() {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms: number) => void (offset += ms),
  };
}
