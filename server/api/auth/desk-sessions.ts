import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import { DESK_IDLE_HOURS, type StaffRole } from '../../../shared/desk';
import { hashToken } from './secrets';
import { insertSession } from './sessions';

const IDLE_MS = DESK_IDLE_HOURS * 60 * 60 * 1000;

/** What a token is to the desk: a live staff session, a shopper's (refused with 403), or nothing (401). */
export type DeskSessionLookup = { kind: 'staff'; userId: number; sessionId: number; role: StaffRole } | { kind: 'shopper' } | undefined;

/** A desk session is a session row marked with the role; it lives 12 h past its last use. */
export function createDeskSession(db: Kysely<Schema>, userId: number, role: StaffRole, now: Date): Promise<string> {
  return insertSession(db, userId, now, IDLE_MS, role);
}

/**
 * Looks the token up and slides a staff session 12 h from now. The role is the user's current one:
 * staff removed (or never staff) end every desk session at once, a demotion takes effect on the next call.
 */
export async function useDeskSession(db: Kysely<Schema>, token: string, now: Date): Promise<DeskSessionLookup> {
  const nowIso = now.toISOString();
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.id', 'sessions.user_id', 'sessions.staff_role as session_role', 'users.staff_role as role'])
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', nowIso)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.session_role === null) return { kind: 'shopper' };
  if (row.role === null) return undefined;
  // guarded on expiry: a call racing the 12 h mark cannot bring an ended session back
  const slid = await db
    .updateTable('sessions')
    .set({ last_seen_at: nowIso, expires_at: new Date(now.getTime() + IDLE_MS).toISOString() })
    .where('id', '=', row.id)
    .where('expires_at', '>', nowIso)
    .executeTakeFirst();
  if (Number(slid.numUpdatedRows) !== 1) return undefined;
  return { kind: 'staff', userId: row.user_id, sessionId: row.id, role: row.role };
}

/**
 * The staff role a desk session stands for now, or undefined once it has ended (signed out, expired, or
 * revoked: removed from staff, or their role changed). A read only: it slides nothing.
 */
export async function deskSessionRole(db: Kysely<Schema>, sessionId: number, now: Date): Promise<StaffRole | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select('users.staff_role as role')
    .where('sessions.id', '=', sessionId)
    .where('sessions.staff_role', 'is not', null)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row?.role ?? undefined;
}

/** Ends every desk session of a user (removed from staff, or their role changed). */
export async function revokeDeskSessions(db: Kysely<Schema>, userId: number, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('staff_role', 'is not', null)
    .where('revoked_at', 'is', null)
    .execute();
}
