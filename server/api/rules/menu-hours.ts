import type { Kysely, Transaction } from 'kysely';
import type { Schema } from '../../db/schema';
import type { BackendDeps } from '../deps';
import { clockOf, type Hours } from '../../../shared/hours';
import type { Locale } from '../../../shared/locale';
import { availability, availabilityWords, servedAt, windowOf, windowsOf } from '../../../shared/menu-hours';
import { AppError } from '../../http/errors';
import { servingWindowsQuery } from '../serving-hours';
import { errorMessage } from '../../http/api-messages';
import { checkSoldOut, loadRules } from './service';

type Db = Kysely<Schema> | Transaction<Schema>;

/** The dishes' serving windows (theirs and their category's), names for the refusal. */
function dishHours(db: Db, ids: number[]) {
  return servingWindowsQuery(db)
    .select(['p.name_tm', 'p.name_ru', 'p.name_en'])
    .where('p.id', 'in', ids.length ? ids : [0])
    .execute();
}

/** "Available tomorrow from 08:00." in the shopper's language (locales/api `menu_hours`). */
export function availabilityText(words: ReturnType<typeof availabilityWords>, locale: Locale): string {
  if (!words) return '';
  const day = errorMessage('menu_hours', locale, {}, `menu_hours.day_${words.weekday}`);
  return errorMessage('menu_hours', locale, { time: words.time, day }, `menu_hours.${words.key}`);
}

export interface ServedCheck {
  /** the instant the dishes are for: now, or a scheduled order's delivery time */
  at: number;
  /** the shop's configured hours (the rules' defaults), for its closures */
  defaults: Hours;
  locale: Locale;
  /** true: `at` is the delivery time the shopper chose, and the message says so */
  scheduled?: boolean;
  /** the real now when `at` is a delivery time: "tomorrow" is counted from it */
  today?: number;
}

/** An order's check: for its delivery time as stored ('asap': now, else the UTC ISO time chosen). */
export function servedCheck(deps: Pick<BackendDeps, 'now' | 'config'>, deliveryTime: string, locale: Locale): ServedCheck {
  const scheduled = deliveryTime !== 'asap';
  const today = deps.now().getTime();
  return { at: scheduled ? Date.parse(deliveryTime) : today, today, defaults: deps.config.public.hours, locale, scheduled };
}

/** The dishes' windows (theirs and their category's) and the shop's closures; null when none of them has hours. */
async function servingHours(db: Db, productIds: number[], defaults: Hours) {
  const rows = await dishHours(db, [...new Set(productIds)]);
  if (rows.every((r) => r.hours_days === null && r.category_hours_days === null)) return null;
  const { closures } = (await loadRules(db, defaults)).hours;
  const windows = new Map(
    rows.map((r) => [
      r.id,
      windowsOf(
        windowOf(r.category_hours_days, r.category_hours_from, r.category_hours_until),
        windowOf(r.hours_days, r.hours_from, r.hours_until),
      ),
    ]),
  );
  return { rows, windows, closures };
}

/** The dishes among these not served at `at` by their hours (order again leaves them out, as the basket refuses them). */
export async function outsideHours(db: Db, productIds: number[], at: number, defaults: Hours): Promise<Set<number>> {
  const hours = await servingHours(db, productIds, defaults);
  if (!hours) return new Set();
  return new Set(productIds.filter((id) => !servedAt(hours.windows.get(id) ?? [], at, hours.closures)));
}

/**
 * Every dish served at `at` by its hours and its category's (shared/menu-hours.ts), a closure day
 * included: else 422 product_unavailable naming the first one and when it is next served, each such
 * item's field `items.<i>.product_id` = `outside_hours` (as the stop-list's check names them).
 */
export async function checkServed(db: Db, productIds: number[], check: ServedCheck): Promise<void> {
  const hours = await servingHours(db, productIds, check.defaults);
  if (!hours) return;
  const { rows, windows, closures } = hours;
  const outside = (id: number) => !servedAt(windows.get(id) ?? [], check.at, closures);
  const index = productIds.findIndex(outside);
  if (index < 0) return;
  const dish = rows.find((r) => r.id === productIds[index])!;
  const when = availabilityText(
    availabilityWords(availability(windows.get(dish.id)!, check.at, closures, check.today ?? check.at)),
    check.locale,
  );
  const fields = Object.fromEntries(productIds.flatMap((id, i) => (outside(id) ? [[`items.${i}.product_id`, 'outside_hours']] : [])));
  throw new AppError(
    422,
    'product_unavailable',
    fields,
    { name: dish[`name_${check.locale}`], when, time: clockOf(check.at) },
    check.scheduled ? 'rules.product_hours_at' : 'rules.product_hours',
  );
}

/**
 * The HTML path's basket form: the words refusing a dish that cannot be added now (on the stop-list, as
 * the JSON basket checks first, or outside its hours), or null when it can (server/http/basket-form.ts
 * asks before it writes the cookie).
 */
export async function notAddableMessage(db: Db, productId: number, check: ServedCheck): Promise<string | null> {
  try {
    await checkSoldOut(db, new Date(check.at), [productId], check.locale);
    await checkServed(db, [productId], check);
    return null;
  } catch (err) {
    if (!(err instanceof AppError) || err.code !== 'product_unavailable') throw err;
    return errorMessage(err.code, check.locale, err.params, err.messageKey);
  }
}
