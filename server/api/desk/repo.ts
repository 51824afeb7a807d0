import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Schema } from '../../db/schema';
import type { UsersTable } from '../../db/schema-customers';
import type { StaffRole } from '../../../shared/desk';

// The desk's reads of orders (history, reports; the board's are in board-repo.ts) and its staff. Every write to an order goes through
// the orders module's changeOrderStatus / placeForGuest; staff are users with a role.

type Db = Kysely<Schema> | Transaction<Schema>;
export type StaffRow = Pick<Selectable<UsersTable>, 'id' | 'name' | 'phone' | 'staff_role' | 'created_at'>;

/** Status history with the name of whoever made each change. */
export function historyWithActors(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('order_status_history as h')
    .leftJoin('users as u', 'u.id', 'h.actor_user_id')
    .select([
      'h.order_id',
      'h.status',
      'h.at',
      'h.actor',
      'h.actor_user_id',
      'h.note',
      'u.name as actor_name',
      'u.staff_role as actor_role',
    ])
    .where('h.order_id', 'in', orderIds)
    .orderBy('h.id')
    .execute();
}

/** Orders placed between two instants, oldest first (reports and the CSV). */
export function ordersPlaced(db: Db, fromIso: string, beforeIso: string) {
  return db.selectFrom('orders').selectAll().where('created_at', '>=', fromIso).where('created_at', '<', beforeIso).orderBy('id').execute();
}

export function orderLines(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('order_lines').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute();
}

export function listStaff(db: Db): Promise<StaffRow[]> {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'phone', 'staff_role', 'created_at'])
    .where('staff_role', 'is not', null)
    .orderBy('id')
    .execute();
}

export function findUserByPhone(db: Db, phone: string): Promise<StaffRow | undefined> {
  return db.selectFrom('users').select(['id', 'name', 'phone', 'staff_role', 'created_at']).where('phone', '=', phone).executeTakeFirst();
}

export function findStaff(db: Db, id: number): Promise<StaffRow | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'phone', 'staff_role', 'created_at'])
    .where('id', '=', id)
    .where('staff_role', 'is not', null)
    .executeTakeFirst();
}

/** A staff member who has never signed in as a shopper gets a user row; they confirm the phone at their first code. */
export async function insertStaffUser(db: Db, phone: string, name: string, role: StaffRole, now: Date): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      name,
      surname: '',
      email: '',
      phone,
      bonus_amount: 0,
      phone_verified_at: null,
      created_at: now.toISOString(),
      staff_role: role,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setStaffRole(db: Db, id: number, role: StaffRole | null): Promise<void> {
  await db.updateTable('users').set({ staff_role: role }).where('id', '=', id).execute();
}

export async function countOwners(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('staff_role', '=', 'owner')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
