import type { Insertable, Kysely, Transaction } from 'kysely';
import type { ShopRulesTable } from '../../db/schema-rules';
import { DEFAULT_FULFILMENT, type FulfilmentSettings } from '../../../shared/pickup';
import type { Schema } from '../../db/schema';
import type { StopMark } from '../../../shared/stop-list';
import type { Pause, ShopHours } from '../../../shared/shop-week';
import type { BusyMode } from '../../../shared/estimate';
import { KITCHEN_TARGET_DEFAULT } from '../../../shared/kitchen';

type Db = Kysely<Schema> | Transaction<Schema>;

/** Marks still in force at `now` (expired ones stay in the table until the dish is marked again or taken off). */
export async function activeMarks(db: Db, now: Date): Promise<StopMark[]> {
  return db
    .selectFrom('stop_list')
    .select(['product_id', 'until'])
    .where((eb) => eb.or([eb('until', 'is', null), eb('until', '>', now.toISOString())]))
    .orderBy('product_id')
    .execute();
}

export async function findMark(db: Db, productId: number): Promise<StopMark | undefined> {
  return db.selectFrom('stop_list').select(['product_id', 'until']).where('product_id', '=', productId).executeTakeFirst();
}

export async function putMark(db: Db, productId: number, until: string | null, now: Date): Promise<void> {
  const row = { product_id: productId, until, marked_at: now.toISOString() };
  await db
    .insertInto('stop_list')
    .values(row)
    .onConflict((oc) => oc.column('product_id').doUpdateSet({ until, marked_at: row.marked_at }))
    .execute();
}

export async function deleteMark(db: Db, productId: number): Promise<void> {
  await db.deleteFrom('stop_list').where('product_id', '=', productId).execute();
}

/** The dishes the desk lists for the stop-list (not archived), in the shop's order, with their names. */
export async function dishes(db: Db) {
  return db
    .selectFrom('products')
    .select(['id', 'name_tm', 'name_ru', 'name_en'])
    .where('archived', '=', 0)
    .orderBy('category_id')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export async function dishNames(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('products').select(['id', 'name_tm', 'name_ru', 'name_en']).where('id', 'in', ids).execute();
}

/** The stored week and closures, or null when the owner has never saved hours (the config's pair holds). */
export async function storedHours(
  db: Db,
): Promise<{ week: ShopHours['week'] | null; closures: string[]; lastOrderMinutes: number; pause: Pause | null }> {
  const [days, closures, rules] = await Promise.all([
    db.selectFrom('shop_hours').selectAll().orderBy('weekday').execute(),
    db.selectFrom('shop_closures').select('day').orderBy('day').execute(),
    db.selectFrom('shop_rules').selectAll().where('id', '=', 1).executeTakeFirst(),
  ]);
  const week = days.length === 7 ? days.map((d) => (d.opens && d.closes ? { opens: d.opens, closes: d.closes } : null)) : null;
  return {
    week,
    closures: closures.map((c) => c.day),
    lastOrderMinutes: rules?.last_order_minutes ?? 0,
    pause: rules?.pause_until ? { until: rules.pause_until, reason: rules.pause_reason } : null,
  };
}

export async function saveHours(db: Db, hours: ShopHours): Promise<void> {
  await db.deleteFrom('shop_hours').execute();
  await db
    .insertInto('shop_hours')
    .values(hours.week.map((d, weekday) => ({ weekday, opens: d?.opens ?? null, closes: d?.closes ?? null })))
    .execute();
  await db.deleteFrom('shop_closures').execute();
  if (hours.closures.length > 0)
    await db
      .insertInto('shop_closures')
      .values(hours.closures.map((day) => ({ day })))
      .execute();
  await upsertRules(db, { last_order_minutes: hours.lastOrderMinutes });
}

export async function savePause(db: Db, pause: Pause | null): Promise<void> {
  await upsertRules(db, { pause_until: pause?.until ?? null, pause_reason: pause?.reason ?? '' });
}

const busyOf = (rules: { busy_extra_minutes: number; busy_until: string | null } | undefined): BusyMode | null =>
  rules?.busy_until && rules.busy_extra_minutes > 0 ? { extra_minutes: rules.busy_extra_minutes, until: rules.busy_until } : null;

/** Busy mode as stored (it may have ended: shared/estimate.ts activeBusy says). */
export async function storedBusy(db: Db): Promise<BusyMode | null> {
  return busyOf(await db.selectFrom('shop_rules').select(['busy_extra_minutes', 'busy_until']).where('id', '=', 1).executeTakeFirst());
}

export async function saveBusy(db: Db, busy: BusyMode | null): Promise<void> {
  await upsertRules(db, { busy_extra_minutes: busy?.extra_minutes ?? 0, busy_until: busy?.until ?? null });
}

/** Whether placed orders wait for staff to phone the shopper (off until the owner turns it on). */
export async function storedCallToConfirm(db: Db): Promise<boolean> {
  const rules = await db.selectFrom('shop_rules').select('call_to_confirm').where('id', '=', 1).executeTakeFirst();
  return rules?.call_to_confirm === 1;
}

export async function saveCallToConfirm(db: Db, on: boolean): Promise<void> {
  await upsertRules(db, { call_to_confirm: on ? 1 : 0 });
}

const point = (text: string | undefined) => (text === undefined || text === '' ? null : Number(text));

/** Delivery and pickup as the owner set them (shared/pickup.ts); delivery only until they do. */
export async function storedFulfilment(db: Db): Promise<FulfilmentSettings> {
  const r = await db.selectFrom('shop_rules').selectAll().where('id', '=', 1).executeTakeFirst();
  if (!r) return DEFAULT_FULFILMENT;
  return {
    delivery_on: r.delivery_on === 1,
    pickup_on: r.pickup_on === 1,
    pickup_minimum: r.pickup_minimum,
    pickup_minutes: r.pickup_minutes,
    address: { tm: r.pickup_address_tm, ru: r.pickup_address_ru, en: r.pickup_address_en },
    latitude: point(r.pickup_latitude),
    longitude: point(r.pickup_longitude),
  };
}

export async function saveFulfilment(db: Db, s: FulfilmentSettings): Promise<void> {
  await upsertRules(db, {
    delivery_on: s.delivery_on ? 1 : 0,
    pickup_on: s.pickup_on ? 1 : 0,
    pickup_minimum: s.pickup_minimum,
    pickup_minutes: s.pickup_minutes,
    pickup_address_tm: s.address.tm,
    pickup_address_ru: s.address.ru,
    pickup_address_en: s.address.en,
    pickup_latitude: s.latitude === null ? '' : String(s.latitude),
    pickup_longitude: s.longitude === null ? '' : String(s.longitude),
  });
}

type PickupColumns = Omit<Insertable<ShopRulesTable>, 'id' | 'last_order_minutes' | 'pause_until' | 'pause_reason'>;

interface RulesColumns extends PickupColumns {
  last_order_minutes?: number;
  pause_until?: string | null;
  pause_reason?: string;
  busy_extra_minutes?: number;
  busy_until?: string | null;
  call_to_confirm?: number;
  kitchen_target_minutes?: number;
}

/** The kitchen's target in minutes (the default until a shop sets it: no rules row yet). */
export async function storedKitchenTarget(db: Db): Promise<number> {
  const rules = await db.selectFrom('shop_rules').select('kitchen_target_minutes').where('id', '=', 1).executeTakeFirst();
  return rules?.kitchen_target_minutes ?? KITCHEN_TARGET_DEFAULT;
}

export async function saveKitchenTarget(db: Db, minutes: number): Promise<void> {
  await upsertRules(db, { kitchen_target_minutes: minutes });
}

async function upsertRules(db: Db, set: RulesColumns) {
  await db
    .insertInto('shop_rules')
    .values({ id: 1, last_order_minutes: 0, pause_until: null, pause_reason: '', ...set })
    .onConflict((oc) => oc.column('id').doUpdateSet(set))
    .execute();
}
