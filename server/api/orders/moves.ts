import type { BackendDeps } from '../deps';
import { canMove, lastBump, recallOpen, RECALL_MINUTES, type MoveKind, type Mover, type OrderStatus } from '../../../shared/order-status';
import type { RejectReason } from '../../../shared/desk';
import { AppError, notFound } from '../../http/errors';
import { recordAudit, type AuditActor } from '../audit/service';
import { creditBonus } from '../users/service';
import { findOrder, type OrderRow } from './repo';
import { addMoveHistory, currentStatus, lastMoves, moveGuarded } from './moves-repo';

/** What a move asks for: accepting carries the estimate, cancelling the reason (both optional for the operator API). */
export type Move =
  | { to: 'accepted'; estimatedAt?: string }
  | { to: 'cancelled'; reason?: RejectReason; note?: string }
  | { to: Exclude<OrderStatus, 'accepted' | 'cancelled'> };

/** Who moves it: staff and the operator write the audit log too; a shopper (cancelling their own, or a guest) does not. */
export type MoveActor = AuditActor | { kind: 'shopper'; userId: number | null };

/** The bonus a delivered order earns: a whole number of tenge, rounded down. */
const bonusFor = (subtotal: number, percent: number) => Math.floor((subtotal * percent) / 100);

const moverOf = (actor: MoveActor): Mover => (actor.kind === 'cli' ? 'operator' : actor.kind);

// the conflict carries the order's status now, so the desk (or the shopper's page) that lost shows what happened
const refused = (status: OrderStatus, actor: MoveActor) =>
  new AppError(409, actor.kind === 'shopper' ? 'order_not_cancellable' : 'invalid_transition', { status });

/**
 * The one way an order's status changes: one step the machine (shared/order-status.ts) allows this
 * mover — or, as a `recall`, the kitchen's last bump taken back within RECALL_MINUTES — for the desk,
 * the kitchen display, the operator API and the shopper alike, in one
 * transaction: the guarded UPDATE (exactly one of two simultaneous moves wins, the other gets 409
 * with the new status), the history row with who and why, the bonus credited on delivery (or collection) or given
 * back on cancelling — once, as only the winner gets here — and the audit row. The event goes out
 * after commit.
 */
export async function changeOrderStatus(
  deps: BackendDeps,
  id: number,
  move: Move,
  actor: MoveActor,
  kind: MoveKind = 'step',
): Promise<{ before: OrderRow; after: OrderRow }> {
  const { db } = deps.database;
  const now = deps.now();
  const recall = kind === 'recall';
  const result = await db.transaction().execute(async (trx) => {
    const before = await findOrder(trx, id);
    if (!before) throw notFound('order_not_found');
    if (!canMove(before, move.to, moverOf(actor), kind)) throw refused(before.status, actor);
    if (recall) await assertRecallable(trx, id, now);
    const byUser = actor.kind === 'staff' || actor.kind === 'shopper' ? actor.userId : null;
    // accepted_by / rejected_by name the restaurant's staff member; a shopper's own cancel leaves them empty
    const byStaff = actor.kind === 'staff' ? actor.userId : null;
    // a recall moves the status back and nothing else: the estimate given on accept stands
    const fields = recall
      ? { status: move.to }
      : move.to === 'accepted'
        ? { status: move.to, estimated_at: move.estimatedAt ?? null, accepted_by: byStaff }
        : move.to === 'cancelled'
          ? { status: move.to, reject_reason: move.reason ?? null, reject_note: move.note ?? '', rejected_by: byStaff }
          : { status: move.to };
    if (!(await moveGuarded(trx, id, before.status, fields))) {
      const current = await currentStatus(trx, id);
      throw refused(current?.status ?? before.status, actor);
    }
    const note = move.to === 'cancelled' ? [move.reason, move.note].filter(Boolean).join(': ') : '';
    await addMoveHistory(trx, {
      order_id: id,
      status: move.to,
      at: now.toISOString(),
      actor: actor.kind === 'cli' ? 'operator' : actor.kind,
      actor_user_id: byUser,
      note,
    });
    // a pickup order's collected is its delivered: the same bonus, under the same ledger reason
    const finished = move.to === 'delivered' || move.to === 'collected';
    const amount = finished ? bonusFor(before.subtotal, deps.config.bonusPercent) : move.to === 'cancelled' ? before.bonus_spent : 0;
    if (before.user_id !== null && amount > 0) {
      await creditBonus(trx, before.user_id, id, amount, finished ? 'order_delivered' : 'order_cancelled', now);
    }
    const after = (await findOrder(trx, id))!;
    if (actor.kind !== 'shopper') {
      await recordAudit(trx, {
        actor,
        action: recall ? `order.recalled_to_${move.to}` : `order.${move.to}`,
        entity: 'order',
        entityId: id,
        at: now,
        before: movedFields(before),
        after: movedFields(after),
      });
    }
    return { before, after };
  });
  await deps.events?.publish({ type: 'order.changed', order_id: id, status: move.to, at: now.toISOString() });
  return result;
}

// the bump must be the order's last move, and recent: an older one, or a recall, is never taken back
async function assertRecallable(trx: Parameters<typeof lastMoves>[0], id: number, now: Date) {
  const bump = lastBump(await lastMoves(trx, id));
  if (!bump) throw new AppError(409, 'kitchen.nothing_to_recall');
  if (!recallOpen(bump, now.getTime())) throw new AppError(409, 'kitchen.recall_expired', undefined, { minutes: RECALL_MINUTES });
}

const movedFields = (o: OrderRow) => ({
  status: o.status,
  estimated_at: o.estimated_at,
  reject_reason: o.reject_reason,
  reject_note: o.reject_note,
});
