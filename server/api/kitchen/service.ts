import type { BackendDeps } from '../deps';
import type { AuditActor } from '../audit/service';
import { AppError, notFound } from '../../http/errors';
import { changeOrderStatus } from '../orders/moves';
import { orderById } from '../orders/service';
import type { Locale } from '../../../shared/locale';
import {
  cookFrom,
  lineStation,
  type KitchenBoard,
  type KitchenBump,
  type KitchenLine,
  type KitchenMoved,
  type KitchenOrder,
  type Station,
} from '../../../shared/kitchen';
import {
  bumpStatus,
  isKitchenStage,
  lastBump,
  recallOpen,
  recallStatus,
  RECALL_MINUTES,
  type KitchenStatus,
} from '../../../shared/order-status';
import { storedLineChoices } from '../choices/lines';
import * as repo from './repo';
import { kitchenTargetMinutes } from '../rules/kitchen-target';
import { listDeliveryZones } from '../zones/service';
import { zoneRides } from '../estimates/service';
import { addressPoint, zoneForAddress } from '../../../shared/zones';

const RECALL_MS = RECALL_MINUTES * 60_000;
// a busy five minutes moves a few dozen orders at most; past these the last bump is too far back to find
const RECENT_ORDERS = 50;

/**
 * The kitchen display (/desk/kitchen): its cards, lines crossed off, and bump and recall — both through
 * the one status change (orders/moves.ts), so history, audit and events are the board's own.
 */
export function createKitchen(deps: BackendDeps) {
  const { db } = deps.database;

  /**
   * The shop's latest bump that may still be recalled: of the orders moved in the last RECALL_MINUTES,
   * latest first, the first whose own last move is a bump (an accept or a delivery since hides none).
   * A screen showing one station offers only the bump of an order with a line there: the bar's tablet
   * does not take back the grill's.
   */
  async function latestBump(now: number, station?: Station): Promise<KitchenBump | null> {
    // one read for the candidates' last two moves, one for their stations (when a screen shows one)
    const rows = await repo.recentMoves(db, new Date(now - RECALL_MS).toISOString(), RECENT_ORDERS);
    const byOrder = new Map<number, typeof rows>();
    for (const row of rows) byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), row]);
    const bumps = [...byOrder].flatMap(([orderId, moves]) => {
      const bump = lastBump(moves);
      return bump && recallOpen(bump, now) ? [{ orderId, number: moves[0].number, bump }] : [];
    });
    const stations =
      station === undefined
        ? null
        : await repo.ordersStations(
            db,
            bumps.map((b) => b.orderId),
          );
    const found = bumps.find((b) => !stations || (stations.get(b.orderId) ?? []).includes(station!));
    if (!found) return null;
    const recallUntil = new Date(Date.parse(found.bump.at) + RECALL_MS).toISOString();
    return { order_id: found.orderId, number: found.number, ...found.bump, recall_until: recallUntil };
  }

  /**
   * Each order's ride minutes for cookFrom: its zone's (as it was priced: zoneForAddress), 0 for pickup
   * and for as soon as possible (read only when a later time's delivery is on the display).
   */
  async function ridesFor(orders: repo.KitchenOrderRow[], target: number, now: Date) {
    const later = (o: repo.KitchenOrderRow) => o.fulfilment === 'delivery' && o.delivery_time !== 'asap';
    if (!orders.some(later)) return () => 0;
    const zones = await listDeliveryZones(db);
    const rides = await zoneRides(db, zones, target, now);
    return (o: repo.KitchenOrderRow) => {
      const zone = later(o) ? zoneForAddress(zones, addressPoint(o.latitude, o.longitude)) : null;
      return zone ? rides.get(zone.id)! : 0;
    };
  }

  async function board(locale: Locale, station?: Station): Promise<KitchenBoard> {
    const now = deps.now();
    const [{ orders, lines, accepted }, last, target] = await Promise.all([
      repo.kitchenOrders(db),
      latestBump(now.getTime(), station),
      kitchenTargetMinutes(db),
    ]);
    const acceptedOf = new Map(accepted.map((a) => [a.order_id, String(a.at)]));
    const rideOf = await ridesFor(orders, target, now);
    const cards: KitchenOrder[] = [];
    for (const order of orders) {
      const own: KitchenLine[] = lines
        .filter((l) => l.order_id === order.id)
        .map((l) => ({
          id: l.id,
          name: l[`name_${locale}`],
          quantity: l.quantity,
          station: lineStation(l.station),
          done_at: l.done_at,
          choices: storedLineChoices(l.choices),
        }))
        .filter((l) => station === undefined || l.station === station);
      if (own.length === 0 || !isKitchenStage(order.status)) continue;
      const acceptedAt = acceptedOf.get(order.id) ?? order.created_at;
      cards.push({
        id: order.id,
        number: order.number,
        status: order.status,
        next: bumpStatus(order.status, order.fulfilment)!,
        accepted_at: acceptedAt,
        cook_from: cookFrom({ accepted_at: acceptedAt, delivery_time: order.delivery_time }, target, rideOf(order)),
        delivery_time: order.delivery_time,
        fulfilment: order.fulfilment,
        note: order.note,
        lines: own,
      });
    }
    // what is to be cooked first comes first: a later time's order waits at the end until its turn
    cards.sort((a, b) => a.cook_from.localeCompare(b.cook_from) || a.id - b.id);
    return { orders: cards, last_bump: last, target_minutes: target, now: now.toISOString() };
  }

  /** Crosses a line off, or back on if it was; only while its order is in the kitchen. */
  async function toggleLine(id: number): Promise<{ id: number; done_at: string | null }> {
    const line = await repo.findLine(db, id);
    if (!line) throw notFound('kitchen.line_not_found');
    if (!isKitchenStage(line.status)) throw new AppError(409, 'kitchen.not_in_kitchen');
    const now = deps.now().toISOString();
    const doneAt = line.done_at === null ? now : null;
    // the other tablet's tap came first: the line is as it left it
    if (!(await repo.setLineDone(db, id, line.done_at, doneAt))) throw new AppError(409, 'kitchen.line_changed');
    await deps.events.publish({ type: 'kitchen.changed', order_id: line.order_id, status: line.status, at: now });
    return { id, done_at: doneAt };
  }

  /** Steps the order on from the stage the card showed (a second tap finds it moved: 409). */
  async function bump(id: number, from: KitchenStatus, actor: AuditActor): Promise<KitchenMoved> {
    // the step on from cooking is the order's type's: on the way to be delivered, or ready to collect
    const order = await orderById(db, id);
    if (!order) throw notFound('order_not_found');
    const { after } = await changeOrderStatus(deps, id, { to: bumpStatus(from, order.fulfilment)! }, actor);
    return { id, number: after.number, status: after.status };
  }

  /** Takes the order's last bump back, within RECALL_MINUTES of it. */
  async function recall(id: number, actor: AuditActor): Promise<KitchenMoved> {
    const moves = await repo.lastTwoMoves(db, id);
    if (moves.length === 0) throw notFound('order_not_found');
    // read before the move's transaction, which checks it again: a status changed meanwhile is a 409
    const to = recallStatus(moves[moves.length - 1].status);
    if (!to) throw new AppError(409, 'kitchen.nothing_to_recall');
    const { after } = await changeOrderStatus(deps, id, { to }, actor, 'recall');
    return { id, number: after.number, status: after.status };
  }

  return { board, toggleLine, bump, recall };
}
