import { sql, type Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import { AppError } from '../../http/errors';

export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
  /** the error code (and locales key) of the refusal; too_many_requests unless named */
  code?: string;
  /** the refusal's status: 429 (this client asked too often) unless named */
  status?: number;
  /** runs on the first refusal of a window: the moment to tell someone it filled */
  onFull?: () => void;
}

const DAY_SECONDS = 24 * 60 * 60;
const STALE_MS = DAY_SECONDS * 1000; // no window below is longer, so an older one has ended

// The sign-in limits and the sums behind them: docs/decisions/002-backend-accounts.md.
export const limits = {
  phoneCooldown: (phone: string): Limit => ({ key: `sms:phone:60s:${phone}`, max: 1, windowSeconds: 60 }),
  phoneTenMinutes: (phone: string): Limit => ({ key: `sms:phone:10m:${phone}`, max: 3, windowSeconds: 600 }),
  phoneDaily: (phone: string): Limit => ({ key: `sms:phone:24h:${phone}`, max: 10, windowSeconds: DAY_SECONDS }),
  /**
   * Look-ups from one client address that named no account (or a taken phone), so the answers
   * cannot walk the phone space. Only misses count: many phones share one carrier address.
   */
  clientMisses: (ip: string): Limit => ({ key: `sms:ip:1h:${ip}`, max: 20, windowSeconds: 3600 }),
  /** every sign-in code the shop sends in an hour: what caps the SMS bill */
  shopHourly: (max: number, onFull?: () => void): Limit => ({
    key: 'sms:shop:1h',
    max,
    windowSeconds: 3600,
    code: 'sms_budget_reached',
    status: 503,
    onFull,
  }),
  /** wrong sign-in codes per phone, across all its codes */
  phoneGuesses: (phone: string): Limit => ({
    key: `otp:phone:24h:${phone}`,
    max: 10,
    windowSeconds: DAY_SECONDS,
    code: 'too_many_code_attempts',
  }),
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
  const row = await db
    .insertInto('rate_limits')
    .values({ key: limit.key, window_start: nowIso, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql`case when ${stale} then 1 else rate_limits.count + 1 end`,
        window_start: sql`case when ${stale} then ${nowIso} else rate_limits.window_start end`,
      }),
    )
    .returning(['count', 'window_start'])
    .executeTakeFirstOrThrow();
  // a window just opened: the moment to drop windows that ended long ago, so the table stays small
  if (row.count === 1)
    await db
      .deleteFrom('rate_limits')
      .where('window_start', '<', new Date(now.getTime() - STALE_MS).toISOString())
      .execute();
  if (row.count === limit.max + 1) limit.onFull?.();
  if (row.count > limit.max) throw overLimit(limit, row.window_start, now);
}

/** The window's state without counting: how many hits it holds and when it ends (null: none open). */
export async function usage(db: Kysely<Schema>, limit: Limit, now: Date): Promise<{ count: number; endsAt: Date | null }> {
  const row = await db.selectFrom('rate_limits').select(['count', 'window_start']).where('key', '=', limit.key).executeTakeFirst();
  const endsAt = row ? Date.parse(row.window_start) + limit.windowSeconds * 1000 : 0;
  return endsAt > now.getTime() ? { count: row!.count, endsAt: new Date(endsAt) } : { count: 0, endsAt: null };
}

/** Throws the limit's 429 when its window is full, without counting anything. */
export async function check(db: Kysely<Schema>, limit: Limit, now: Date): Promise<void> {
  const row = await db.selectFrom('rate_limits').select(['count', 'window_start']).where('key', '=', limit.key).executeTakeFirst();
  const live = row && Date.parse(row.window_start) + limit.windowSeconds * 1000 > now.getTime();
  if (live && row.count >= limit.max) throw overLimit(limit, row.window_start, now);
}

/** Gives a hit back (the SMS could not be sent, the code was right), so it does not spend the allowance. */
export async function release(db: Kysely<Schema>, limit: Limit): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set({ count: sql`case when count > 0 then count - 1 else 0 end` })
    .where('key', '=', limit.key)
    .execute();
}

function overLimit(limit: Limit, windowStart: string, now: Date): AppError {
  const endsAt = Date.parse(windowStart) + limit.windowSeconds * 1000;
  const seconds = Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000));
  // the message says the wait in words (api-messages waitWords); Retry-After keeps the seconds
  return new AppError(limit.status ?? 429, limit.code ?? 'too_many_requests', undefined, { seconds });
}
