import type { Transaction } from 'kysely';
import type { Schema } from '../../db/schema';
import type { Locale } from '../../../shared/locale';
import { lineTotal } from '../../../shared/money';
import { filledTexts } from '../../../shared/menu/names';
import { AppError, unprocessable } from '../../http/errors';
import * as repo from './repo';
import { MAX_LINE_QUANTITY } from '../../../shared/basket-line';

export type Item = { product_id: number; quantity: number };

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

/**
 * Prices the items from the products table (a client's price is never read) and snapshots the names.
 * An item naming a dish that is not on sale is a 422 that names the item's field:
 * `items.<i>.product_id` = `unavailable` (archived; the message names the dish) or `not_found`.
 */
export async function priceLines(trx: Transaction<Schema>, items: Item[], locale: Locale) {
  const quantities = new Map<number, number>();
  for (const { product_id, quantity } of items) quantities.set(product_id, (quantities.get(product_id) ?? 0) + quantity);
  const products = await repo.orderableProducts(trx, [...quantities.keys()]);
  if (products.length !== quantities.size) throw await notOnSale(trx, items, new Set(products.map((p) => p.id)), locale);
  if ([...quantities.values()].some((q) => q > MAX_LINE_QUANTITY)) throw unprocessable({ items: 'too_many' });
  const lines = products.map((p) => ({
    product_id: p.id,
    // a dish saved with a language missing keeps a name in every language on the order
    ...filledTexts(p, 'name'),
    price: p.price,
    quantity: quantities.get(p.id)!,
  }));
  return { lines, subtotal: lines.reduce((sum, l) => sum + lineTotal(l.price, l.quantity), 0) };
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
