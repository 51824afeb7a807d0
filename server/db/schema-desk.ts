import type { Generated } from 'kysely';

/** Who did what to which thing, with the thing before and after (JSON text), for the owner to read. */
export interface AuditLogTable {
  id: Generated<number>;
  /** 'staff' (actor_user_id says who), 'operator' (ADMIN_TOKEN) or 'cli' (npm run staff:add) */
  actor: 'staff' | 'operator' | 'cli';
  actor_user_id: number | null;
  /** e.g. 'order.accept', 'order.reject', 'order.status', 'order.phone', 'staff.add', 'staff.remove' */
  action: string;
  entity: 'order' | 'staff' | 'category' | 'product' | 'page' | 'popup' | 'shop' | 'zone';
  entity_id: string;
  before: string | null;
  after: string | null;
  at: string;
}

export interface DeskTables {
  audit_log: AuditLogTable;
}
