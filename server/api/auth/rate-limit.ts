import { sql, type Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import { tooManyRequests } from '../../http/errors';

export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
}

const STALE_MS = 24 * 60 * 60 * 1000; // longer than any window below

// The sign-in send limits (docs/decisions/backend-accounts.md).
export const limits = {
  phoneCooldown: (phone: string): Limit => ({ key: `sms:phone:60s:${phone}`, max: 1, windowSeconds: 60 }),
  phoneHourly: (phone: string): Limit => ({ key: `sms:phone:1h:${phone}`, max: 5, windowSeconds: 3600 }),
  clientHourly: (ip: string): Limit => ({ key: `sms:ip:1h:${ip}`, max: 20, windowSeconds: 3600 }),
};

/**
 * Counts one hit against a window that opens with the first hit and lasts windowSeconds.
 * Kept in the database so every server process sees the same counts; the single
 * upsert is atomic on both engines. Throws 429 (with the seconds to wait) when over.
 */
export async function hit(db: Kysely<Schema>, limit: Limit, now: Date): Promise<void> {
  const nowIso = now.toISOString();
  const cutoff = new Date(now.getTime() - limit.windowSeconds * 1000).toISOString();
  const stale = sql<boolean>`rate_limits.window_start <= ${cutoff}`;
  const row = await db.insertInto('rate_limits')
    .values({ key: limit.key, window_start: nowIso, count: 1 })
    .onConflict((oc) => oc.column('key').doUpdateSet({
      count: sql`case when ${stale} then 1 else rate_limits.count + 1 end`,
      window_start: sql`case when ${stale} then ${nowIso} else rate_limits.window_start end`,
    }))
    .returning(['count', 'window_start'])
    .executeTakeFirstOrThrow();
  // a window just opened: the moment to drop windows that ended long ago, so the table stays small
  if (row.count === 1) await db.deleteFrom('rate_limits').where('window_start', '<', new Date(now.getTime() - STALE_MS).toISOString()).execute();
  if (row.count > limit.max) {
    const endsAt = Date.parse(row.window_start) + limit.windowSeconds * 1000;
    throw tooManyRequests(Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)));
  }
}

/** Gives a hit back (the SMS could not be sent, so the shopper may try again at once). */
export async function release(db: Kysely<Schema>, limit: Limit): Promise<void> {
  await db.updateTable('rate_limits')
    .set({ count: sql`case when count > 0 then count - 1 else 0 end` })
    .where('key', '=', limit.key)
    .execute();
}
