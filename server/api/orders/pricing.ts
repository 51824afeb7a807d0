import type { Transaction } from 'kysely';
import type { Schema } from '../../db/schema';
import type { Locale } from '../../../shared/locale';
import type { LineChoice } from '../../../shared/api/choices';
import { lineTotal } from '../../../shared/money';
import { filledTexts } from '../../../shared/menu/names';
import { AppError, unprocessable } from '../../http/errors';
import * as repo from './repo';
import { MAX_LINE_QUANTITY } from '../../../shared/basket-line';
import { dishGroups } from '../choices/load';
import { resolveLine, selectionOf } from '../choices/lines';
import { staleOptions } from '../choices/stale';

/** An order's item: the dish, how many, and its choices (left out: the dish's defaults). */
export type Item = { product_id: number; quantity: number; choices?: readonly number[] };

/**
 * The signed-in basket as it is ordered: lines of dishes taken off the menu (archived by an
 * import) are dropped, exactly as GET /basket leaves them out, so the order is what the shopper saw.
 */
export async function orderableBasket(trx: Transaction<Schema>, basket: Item[]): Promise<Item[]> {
  const onSale = new Set(
    (
      await repo.orderableProducts(
        trx,
        basket.map((l) => l.product_id),
      )
    ).map((p) => p.id),
  );
  return basket.filter((l) => onSale.has(l.product_id));
}

/** The server basket's stored lines as items (their choices read back from "3_7"). */
export const basketItems = (lines: { product_id: number; quantity: number; choices: string }[]): Item[] =>
  lines.map((l) => ({ product_id: l.product_id, quantity: l.quantity, choices: selectionOf(l.choices) }));

/** The stored form of a line's choices (order_lines.choices): JSON, '' for none. */
export const storedChoices = (choices: LineChoice[]) => (choices.length === 0 ? '' : JSON.stringify(choices));

/**
 * Prices the items from the database (a client's price is never read): each line's unit is the dish's
 * price plus its chosen options' (shared/choices.ts), and the line keeps its choices' names and prices.
 * The same dish with the same choices twice is one line; with other choices, another.
 * An item naming a dish that is not on sale is a 422 that names the item's field:
 * `items.<i>.product_id` = `unavailable` (archived; the message names the dish) or `not_found`;
 * choices that do not complete the dish are a 422 on `items.<i>.choices` (server/api/choices/lines.ts).
 * `at` is the instant a set meal's slot dishes must be served by their hours: the delivery time.
 */
export async function priceLines(trx: Transaction<Schema>, items: Item[], locale: Locale, now: Date, at = now.getTime()) {
  const ids = [...new Set(items.map((i) => i.product_id))];
  const products = await repo.orderableProducts(trx, ids);
  if (products.length !== ids.length) throw await notOnSale(trx, items, new Set(products.map((p) => p.id)), locale);
  const byId = new Map(products.map((p) => [p.id, p]));
  const groups = await dishGroups(trx, ids, now, at);
  const stale = await staleOptions(
    trx,
    items.map((i) => ({ product_id: i.product_id, selection: i.choices })),
    groups,
  );
  const lines = new Map<string, { product_id: number; price: number; quantity: number; choices: LineChoice[] }>();
  items.forEach((item, i) => {
    const dish = byId.get(item.product_id)!;
    const resolved = resolveLine(dish, groups.get(dish.id) ?? [], item.choices, locale, `items.${i}.choices`, stale);
    const line = lines.get(resolved.key) ?? { product_id: dish.id, price: resolved.unit, quantity: 0, choices: resolved.choices };
    line.quantity += item.quantity;
    lines.set(resolved.key, line);
  });
  if ([...lines.values()].some((l) => l.quantity > MAX_LINE_QUANTITY)) throw unprocessable({ items: 'too_many' });
  const priced = [...lines.values()].map((l) => ({
    product_id: l.product_id,
    // a dish saved with a language missing keeps a name in every language on the order
    ...filledTexts(byId.get(l.product_id)!, 'name'),
    price: l.price,
    quantity: l.quantity,
    choices: storedChoices(l.choices),
  }));
  return { lines: priced, subtotal: priced.reduce((sum, l) => sum + lineTotal(l.price, l.quantity), 0) };
}

async function notOnSale(trx: Transaction<Schema>, items: Item[], onSale: Set<number>, locale: Locale): Promise<AppError> {
  const missing = [...new Set(items.map((i) => i.product_id).filter((id) => !onSale.has(id)))];
  const archived = new Map((await repo.archivedProducts(trx, missing)).map((p) => [p.id, p]));
  const fields: Record<string, string> = {};
  items.forEach((item, i) => {
    if (!onSale.has(item.product_id)) fields[`items.${i}.product_id`] = archived.has(item.product_id) ? 'unavailable' : 'not_found';
  });
  const first = missing.map((id) => archived.get(id)).find((p) => p !== undefined);
  if (!first) return new AppError(422, 'product_not_found', fields);
  return new AppError(422, 'product_unavailable', fields, { name: first[`name_${locale}`] });
}
