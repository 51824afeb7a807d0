import type { Generated } from 'kysely';
import type { AuditActorKind, AuditEntity } from '../../shared/api/desk';

/** Who did what to which thing, with the thing before and after (JSON text), for the owner to read. */
export interface AuditLogTable {
  id: Generated<number>;
  /** 'staff' (actor_user_id says who), 'operator' (ADMIN_TOKEN) or 'cli' (npm run staff:add) */
  actor: AuditActorKind;
  actor_user_id: number | null;
  /** e.g. 'order.accept', 'order.reject', 'order.status', 'order.phone', 'staff.add', 'staff.remove' */
  action: string;
  entity: AuditEntity;
  entity_id: string;
  before: string | null;
  after: string | null;
  at: string;
}

export interface DeskTables {
  audit_log: AuditLogTable;
}
