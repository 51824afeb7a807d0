import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { StaffMember } from '../../../shared/api/desk';
import type { StaffRole } from '../../../shared/desk';
import { conflict, notFound } from '../../http/errors';
import { recordAudit, type AuditActor } from '../audit/service';
import { revokeDeskSessions } from '../auth/service';
import * as repo from './repo';

const present = (row: repo.StaffRow): StaffMember => ({ id: row.id, name: row.name, phone: row.phone, role: row.staff_role! });

export async function listStaff(db: Kysely<Schema>): Promise<StaffMember[]> {
  return (await repo.listStaff(db)).map(present);
}

export async function staffMember(db: Kysely<Schema>, id: number): Promise<StaffMember> {
  const row = await repo.findStaff(db, id);
  if (!row) throw notFound('staff_not_found');
  return present(row);
}

/**
 * Makes the phone's user staff with this role, creating the user when there is none. Idempotent:
 * the same phone and role again changes nothing and writes no audit row (`changed: false`).
 */
export async function addStaff(db: Kysely<Schema>, input: { phone: string; role: StaffRole; name?: string }, actor: AuditActor, now: Date) {
  return db.transaction().execute(async (trx) => {
    const existing = await repo.findUserByPhone(trx, input.phone);
    if (existing?.staff_role === input.role) return { staff: present(existing), changed: false };
    if (existing?.staff_role === 'owner') await keepAnOwner(trx);
    const id = existing ? existing.id : await repo.insertStaffUser(trx, input.phone, input.name || input.phone, input.role, now);
    if (existing) await repo.setStaffRole(trx, id, input.role);
    await recordAudit(trx, {
      actor,
      action: existing?.staff_role ? 'staff.role' : 'staff.add',
      entity: 'staff',
      entityId: id,
      at: now,
      before: existing?.staff_role ? { phone: input.phone, role: existing.staff_role } : null,
      after: { phone: input.phone, role: input.role },
    });
    return { staff: present((await repo.findStaff(trx, id))!), changed: true };
  });
}

/** Takes the role away and ends their desk sessions; never one's own, never the last owner. */
export async function removeStaff(db: Kysely<Schema>, id: number, actor: AuditActor, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await repo.findStaff(trx, id);
    if (!row) throw notFound('staff_not_found');
    if (actor.kind === 'staff' && actor.userId === id) throw conflict('cannot_remove_self');
    if (row.staff_role === 'owner') await keepAnOwner(trx);
    await repo.setStaffRole(trx, id, null);
    await revokeDeskSessions(trx, id, now);
    await recordAudit(trx, {
      actor,
      action: 'staff.remove',
      entity: 'staff',
      entityId: id,
      at: now,
      before: { phone: row.phone, role: row.staff_role },
      after: null,
    });
  });
}

// the shop must keep someone who can manage staff
async function keepAnOwner(trx: Kysely<Schema>): Promise<void> {
  if ((await repo.countOwners(trx)) <= 1) throw conflict('last_owner');
}
