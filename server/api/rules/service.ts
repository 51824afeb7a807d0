import type { Kysely, Transaction } from 'kysely';
import type { BackendDeps } from '../deps';
import type { Schema } from '../../db/schema';
import type { StopListDish } from '../../../shared/api/desk';
import type { Locale } from '../../../shared/locale';
import { clockOf, type Hours } from '../../../shared/hours';
import { everyDay, orderTimeProblem, pauseEnd, shopState, type ShopRules } from '../../../shared/shop-week';
import { soldOutIds, stopUntil } from '../../../shared/stop-list';
import { activeBusy } from '../../../shared/estimate';
import type { HoursInput, PauseInput, StopInput } from '../../../shared/schemas/rules';
import { AppError, notFound, unprocessable } from '../../http/errors';
import { recordAudit, type AuditActor } from '../audit/service';
import { checkDeliveryTime } from './delivery-time';
import { incompleteDishes } from '../choices/load';
import * as repo from './repo';

type Db = Kysely<Schema> | Transaction<Schema>;

/** The shop's rules as stored; the configured pair every day until the owner saves a week. */
export async function loadRules(db: Db, defaults: Hours): Promise<ShopRules> {
  const stored = await repo.storedHours(db);
  const hours = { ...everyDay(defaults), closures: stored.closures, lastOrderMinutes: stored.lastOrderMinutes };
  return { hours: stored.week ? { ...hours, week: stored.week } : hours, pause: stored.pause };
}

/** What the storefront polls: open/closed/paused, the week, and the dishes sold out now. Small on purpose. */
export async function shopStatus(db: Db, defaults: Hours, now: Date) {
  const [rules, marks, busy, incomplete] = await Promise.all([
    loadRules(db, defaults),
    repo.activeMarks(db, now),
    repo.storedBusy(db),
    incompleteDishes(db, now),
  ]);
  const { week, closures, lastOrderMinutes } = rules.hours;
  return {
    ...shopState(rules, now),
    hours: { week, closures, last_order_minutes: lastOrderMinutes },
    pause: rules.pause && Date.parse(rules.pause.until) > now.getTime() ? rules.pause : null,
    // a dish whose required choice has run out (the publish check) is offered no more than a sold-out one
    sold_out: [...new Set([...soldOutIds(marks, now), ...incomplete])].sort((a, b) => a - b),
    busy: activeBusy(busy, now),
  };
}

/**
 * The order's delivery time against the week, closures and pause, inside its transaction: ASAP only
 * while open; a slot inside a service and after the pause. Returns what is stored ('asap' or UTC ISO).
 */
export async function checkOrderTime(trx: Db, deps: BackendDeps, deliveryTime: string): Promise<string> {
  const now = deps.now();
  const stored = checkDeliveryTime(deliveryTime, { opens: '00:00', closes: '00:00' }, now);
  const rules = await loadRules(trx, deps.config.public.hours);
  const problem = orderTimeProblem(deliveryTime, rules, now);
  if (problem === 'shop_paused') {
    throw new AppError(
      422,
      'shop_paused',
      { delivery_time: problem },
      { time: clockOf(Date.parse(rules.pause!.until)) },
      'rules.shop_paused',
    );
  }
  if (problem === 'shop_closed') {
    const state = shopState(rules, now);
    const opens = state.state === 'closed' && state.opensAt ? clockOf(Date.parse(state.opensAt)) : '';
    throw new AppError(
      422,
      'shop_closed',
      { delivery_time: problem },
      { time: opens },
      opens ? 'rules.shop_closed' : 'rules.shop_closed_for_now',
    );
  }
  if (problem) throw unprocessable({ delivery_time: problem });
  return stored;
}

/** Call to confirm, the owner's setting: whether an order placed now waits for staff to phone (server/api/rules/call-to-confirm.ts). */
export const callToConfirmOn = (db: Db): Promise<boolean> => repo.storedCallToConfirm(db);

/** The dishes on the stop-list at `now`. */
export const soldOutNow = async (db: Db, now: Date) => new Set(soldOutIds(await repo.activeMarks(db, now), now));

/** No dish of the order on the stop-list: 422 product_unavailable naming the first one. */
export async function checkSoldOut(trx: Db, now: Date, productIds: number[], locale: Locale): Promise<void> {
  const soldOut = await soldOutNow(trx, now);
  const index = productIds.findIndex((id) => soldOut.has(id));
  if (index >= 0) {
    const [dish] = await repo.dishNames(trx, [productIds[index]]);
    const fields = Object.fromEntries(productIds.flatMap((id, i) => (soldOut.has(id) ? [[`items.${i}.product_id`, 'sold_out']] : [])));
    throw new AppError(422, 'product_unavailable', fields, { name: dish?.[`name_${locale}`] ?? '' }, 'rules.product_sold_out');
  }
}

/** The desk's side: the stop-list, the week and the pause; every change audited and announced. */
export function createRulesService(deps: BackendDeps) {
  const { db } = deps.database;
  const defaults = deps.config.public.hours;
  const announce = () => deps.events.publish({ type: 'shop.changed', at: deps.now().toISOString() });

  async function change<T>(
    actor: AuditActor,
    action: string,
    entity: 'product' | 'shop',
    entityId: number | string,
    write: (trx: Transaction<Schema>) => Promise<{ before: unknown; after: unknown; result: T }>,
  ) {
    const result = await db.transaction().execute(async (trx) => {
      const { before, after, result } = await write(trx);
      await recordAudit(trx, { actor, action, entity, entityId, before, after, at: deps.now() });
      return result;
    });
    await announce();
    return result;
  }

  return {
    /** Every dish on the menu with its mark (null: on sale), names in the desk's language, filtered by `q`. */
    async stopList(locale: Locale, q = ''): Promise<StopListDish[]> {
      const now = deps.now();
      const [dishes, marks] = await Promise.all([repo.dishes(db), repo.activeMarks(db, now)]);
      const until = new Map(marks.map((m) => [m.product_id, m.until]));
      const needle = q.toLocaleLowerCase();
      return dishes
        .map((d) => ({ id: d.id, name: d[`name_${locale}`], sold_out: until.has(d.id), until: until.get(d.id) ?? null }))
        .filter((d) => needle === '' || d.name.toLocaleLowerCase().includes(needle));
    },

    async stop(input: StopInput, actor: AuditActor) {
      const now = deps.now();
      if (input.length === 'until' && (!input.at || Date.parse(input.at) <= now.getTime()))
        throw unprocessable({ at: input.at ? 'in_the_past' : 'required' });
      const until = stopUntil(input.length, now, input.at);
      return change(actor, 'stop_list.add', 'product', input.product_id, async (trx) => {
        const [dish] = await repo.dishNames(trx, [input.product_id]);
        if (!dish) throw notFound('product_not_found');
        const before = (await repo.findMark(trx, input.product_id)) ?? null;
        await repo.putMark(trx, input.product_id, until, now);
        return { before, after: { product_id: input.product_id, until }, result: { product_id: input.product_id, until } };
      });
    },

    async unstop(productId: number, actor: AuditActor) {
      return change(actor, 'stop_list.remove', 'product', productId, async (trx) => {
        const before = await repo.findMark(trx, productId);
        if (!before) throw notFound('product_not_found');
        await repo.deleteMark(trx, productId);
        return { before, after: null, result: null };
      });
    },

    hours: async () => (await loadRules(db, defaults)).hours,

    async saveHours(input: HoursInput, actor: AuditActor) {
      const hours = { week: input.week, closures: [...new Set(input.closures)].sort(), lastOrderMinutes: input.last_order_minutes };
      return change(actor, 'shop.hours', 'shop', 'hours', async (trx) => {
        const before = (await loadRules(trx, defaults)).hours;
        await repo.saveHours(trx, hours);
        return { before, after: hours, result: hours };
      });
    },

    async pause(input: PauseInput, actor: AuditActor) {
      const rules = await loadRules(db, defaults);
      const pause = { until: pauseEnd(input.length, rules.hours, deps.now()).toISOString(), reason: input.reason };
      return change(actor, 'shop.pause', 'shop', 'pause', async (trx) => {
        await repo.savePause(trx, pause);
        return { before: rules.pause, after: pause, result: pause };
      });
    },

    async resume(actor: AuditActor) {
      return change(actor, 'shop.resume', 'shop', 'pause', async (trx) => {
        const before = (await repo.storedHours(trx)).pause;
        await repo.savePause(trx, null);
        return { before, after: null, result: null };
      });
    },
  };
}
