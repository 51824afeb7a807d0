import type { Kysely, Transaction } from 'kysely';
import type { Schema } from '../../db/schema';
import type { AuditLogTable } from '../../db/schema-desk';
import type { AuditView } from '../../../shared/api/desk';
import * as repo from './repo';

type Db = Kysely<Schema> | Transaction<Schema>;

/** Who made a change: a signed-in staff member, the operator API (ADMIN_TOKEN) or the command line. */
export type AuditActor = { kind: 'staff'; userId: number } | { kind: 'operator' } | { kind: 'cli' };

export interface AuditEntry {
  actor: AuditActor;
  action: string;
  entity: AuditLogTable['entity'];
  entityId: number | string;
  before: unknown;
  after: unknown;
  at: Date;
}

/** Writes one row of the audit log; called inside the change's own transaction, so both or neither land. */
export function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  return repo.insertEntry(db, {
    actor: entry.actor.kind,
    actor_user_id: entry.actor.kind === 'staff' ? entry.actor.userId : null,
    action: entry.action,
    entity: entry.entity,
    entity_id: String(entry.entityId),
    before: entry.before === null || entry.before === undefined ? null : JSON.stringify(entry.before),
    after: entry.after === null || entry.after === undefined ? null : JSON.stringify(entry.after),
    at: entry.at.toISOString(),
  });
}

/** The owner's reading of the log, newest first. */
export async function auditPage(db: Db, page: number, limit: number): Promise<{ entries: AuditView[]; total: number }> {
  const { rows, total } = await repo.findEntries(db, { limit, offset: (page - 1) * limit });
  const entries = rows.map((r): AuditView => ({
    id: r.id,
    actor: r.actor,
    actor_user: r.actor_user_id === null ? null : { id: r.actor_user_id, name: r.actor_name ?? '', phone: r.actor_phone ?? '' },
    action: r.action,
    entity: r.entity,
    entity_id: r.entity_id,
    before: r.before === null ? null : JSON.parse(r.before),
    after: r.after === null ? null : JSON.parse(r.after),
    at: r.at,
  }));
  return { entries, total };
}
