import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import { SESSION_TTL_DAYS } from '../../../shared/session';
import type { StaffRole } from '../../../shared/desk';
import { hashToken, newSessionToken } from './secrets';

const DAY = 24 * 60 * 60 * 1000;
const TTL = SESSION_TTL_DAYS * DAY;

export interface SessionUser {
  userId: number;
  sessionId: number;
  /** true when this use moved the expiry forward (the cookie is renewed then) */
  extended: boolean;
}

export function createSession(db: Kysely<Schema>, userId: number, now: Date): Promise<string> {
  return insertSession(db, userId, now, TTL);
}

/** A new session row living `lifetimeMs`; a desk session also carries the staff role and its last use. */
export async function insertSession(
  db: Kysely<Schema>,
  userId: number,
  now: Date,
  lifetimeMs: number,
  staffRole?: StaffRole,
): Promise<string> {
  const token = newSessionToken();
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      expires_at: new Date(now.getTime() + lifetimeMs).toISOString(),
      revoked_at: null,
      created_at: now.toISOString(),
      ...(staffRole ? { staff_role: staffRole, last_seen_at: now.toISOString() } : {}),
    })
    .execute();
  return token;
}

/** Looks the token up; a live session slides to 30 days from now, at most once a day. */
export async function useSession(db: Kysely<Schema>, token: string, now: Date): Promise<SessionUser | undefined> {
  const row = await db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'expires_at'])
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    // a desk session is the restaurant's, not a shopper's: it never reaches a basket or a bonus
    .where('staff_role', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  const extended = Date.parse(row.expires_at) < now.getTime() + TTL - DAY;
  if (extended) {
    await db
      .updateTable('sessions')
      .set({ expires_at: new Date(now.getTime() + TTL).toISOString() })
      .where('id', '=', row.id)
      .execute();
  }
  return { userId: row.user_id, sessionId: row.id, extended };
}

export async function revokeSession(db: Kysely<Schema>, sessionId: number, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}
