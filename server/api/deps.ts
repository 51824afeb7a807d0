import type { Config } from '../config';
import type { Database } from '../db/connection';
import type { Logger } from '../logger';
import type { SmsSender } from './auth/sms';

/** Everything the embedded backend needs, handed in by createApp (tests pass their own). */
export interface BackendDeps {
  database: Database;
  config: Config;
  logger: Logger;
  /** injected so tests can move time (code expiry, sessions) */
  now: () => Date;
  sms: SmsSender;
}
