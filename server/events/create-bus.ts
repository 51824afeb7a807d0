import type { Database } from '../db/connection';
import type { Logger } from '../logger';
import type { EventBus } from './bus';
import { createLocalBus } from './local-bus';
import { createPgBus } from './pg-bus';

/** The bus for this database: LISTEN/NOTIFY across processes on PostgreSQL, in-process on SQLite. */
export function createEventBus(database: Database, logger: Logger): EventBus {
  return database.dialect === 'postgres' && database.dedicatedClient ? createPgBus(database, logger) : createLocalBus(database, logger);
}
