import type { Config } from '../config';
import type { Database } from '../db/connection';
import type { Logger } from '../logger';
import type { EventBus } from '../events/bus';

/** Everything the embedded backend needs, handed in by createApp (tests pass their own). */
export interface BackendDeps {
  database: Database;
  config: Config;
  logger: Logger;
  /** injected so tests can move time (code expiry, sessions) */
  now: () => Date;
  sms: SmsSender;
  /** order events for the live streams: publish after a change has committed */
  events: EventBus;
}

/** Delivers a sign-in code text to a phone (8 digits after +993); made by auth/sms.ts. */
export interface SmsSender {
  send(phone: string, text: string): Promise<void>;
}
