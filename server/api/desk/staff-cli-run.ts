import type { Database } from '../../db/connection';
import type { EventBus } from '../../events/bus';
import type { StaffRole } from '../../../shared/desk';
import { addStaff } from './staff';

/**
 * `npm run staff:add`'s work, apart from the process: makes the phone's user staff (audited, actor
 * 'cli') and, when that changed a role, publishes 'staff.changed' on the database's bus as the desk's
 * own staff routes do. On PostgreSQL the bus is NOTIFY, so every running server's desk streams re-check
 * their sessions at once. On SQLite the bus is each process's own: the event is stored (a stream that
 * reconnects replays it) but reaches no running server live; their streams re-check their sessions on a
 * heartbeat within STAFF_RECHECK_MS (server/events/desk-cards.ts) instead.
 */
export async function addStaffFromCli(database: Database, bus: EventBus, input: { phone: string; role: StaffRole }, now: Date) {
  const result = await addStaff(database.db, input, { kind: 'cli' }, now);
  if (result.changed) await bus.publish({ type: 'staff.changed', at: now.toISOString() });
  return result;
}
