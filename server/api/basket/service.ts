import type { Kysely, Transaction } from 'kysely';
import type { BackendDeps } from '../deps';
import type { Schema } from '../../db/schema';
import type { BasketLine } from '../../../shared/api/types';
import type { BasketLineInput, BasketAddition } from '../../../shared/schemas/basket';
import type { Locale } from '../../../shared/locale';
import { lineKey, unitPrice } from '../../../shared/choices';
import { formatMoney } from '../../../shared/money';
import { notFound } from '../../http/errors';
import { requestHash } from '../../http/request-hash';
import { productsById } from '../catalogue/service';
import { checkSoldOut } from '../rules/service';
import { checkServed } from '../rules/menu-hours';
import { dishGroups, groupsOfDish } from '../choices/load';
import { lineChoices } from '../choices/present';
import { resolveLine, selectionOf, selectionText, stillValid } from '../choices/lines';
import { staleOptions, stalePrice } from '../choices/stale';
import { saleDishes } from '../choices/repo';
import * as repo from './repo';

// A repeat of the same merge within this window is a retry, not a second basket.
const MERGE_WINDOW_MS = 24 * 60 * 60 * 1000;

export function createBasketService(deps: BackendDeps) {
  const { db } = deps.database;

  async function read(userId: number, locale: Locale): Promise<BasketLine[]> {
    const lines = await repo.basketLines(db, userId);
    const ids = lines.map((l) => l.product_id);
    const [products, groups, dishes] = await Promise.all([
      productsById(db, ids, locale),
      dishGroups(db, ids, deps.now()),
      saleDishes(db, ids),
    ]);
    const prices = new Map(dishes.map((d) => [d.id, d.price]));
    // an option its dish no longer offers keeps the price it was chosen at: the checkout refuses it by name
    const stale = await staleOptions(
      db,
      lines.map((l) => ({ product_id: l.product_id, selection: selectionOf(l.choices) })),
      groups,
    );
    // a dish taken off the menu drops out of the basket view (and out of any order)
    return lines.flatMap((l) => {
      const product = products.get(l.product_id);
      if (!product) return [];
      const selection = selectionOf(l.choices);
      const own = groups.get(l.product_id) ?? [];
      const basket = {
        quantity: l.quantity,
        key: lineKey(l.product_id, selection),
        choices: lineChoices(own, selection),
        unit_price: formatMoney(unitPrice(prices.get(l.product_id)!, own, selection) + stalePrice(selection, stale)),
      };
      return [{ ...product, basket }];
    });
  }

  return {
    read,

    /**
     * One line's quantity. With `choices`, the line of the dish with those choices; without (the old body),
     * the dish's one line if it has one, else the line of its defaults (refused when they do not complete it).
     */
    async set(userId: number, input: BasketLineInput, locale: Locale): Promise<BasketLine[]> {
      const { product_id: productId, quantity, choices } = input;
      const now = deps.now();
      // removing always works, even for a dish no longer on the menu
      if (quantity === 0 && choices === undefined) await repo.removeDish(db, userId, productId);
      else if (quantity === 0) await repo.setQuantity(db, userId, productId, selectionText(choices!), 0, now);
      else {
        const [dish] = await saleDishes(db, [productId]);
        if (!dish) throw notFound('product_not_found');
        const existing = (await repo.basketLines(db, userId)).filter((l) => l.product_id === productId);
        const text =
          choices === undefined && existing.length === 1 ? existing[0].choices : choices === undefined ? null : selectionText(choices);
        const current = text === null ? 0 : await repo.lineQuantity(db, userId, productId, text);
        // a sold-out dish (or choice) cannot be added, nor its line raised; lowering it works
        let stored = text;
        if (quantity > current) {
          await checkSoldOut(db, now, [productId], locale);
          // nor one outside its hours (shared/menu-hours.ts)
          await checkServed(db, [productId], { at: now.getTime(), defaults: deps.config.public.hours, locale });
          const groups = await groupsOfDish(db, productId, now);
          stored = selectionText(resolveLine(dish, groups, text === null ? undefined : selectionOf(text), locale).selection);
        }
        await repo.setQuantity(db, userId, productId, stored!, quantity, now);
      }
      return read(userId, locale);
    },

    /** Adds the guest basket to the server one (capped at 99 a line); unknown dishes and choices that no longer hold are skipped. */
    async merge(userId: number, items: BasketAddition[], locale: Locale): Promise<BasketLine[]> {
      const totals = new Map<string, { productId: number; choices?: number[]; quantity: number }>();
      for (const { product_id, quantity, choices } of items) {
        if (quantity <= 0) continue;
        const key = choices === undefined ? `${product_id}` : `${lineKey(product_id, choices)}+`;
        const line = totals.get(key) ?? { productId: product_id, choices, quantity: 0 };
        line.quantity += quantity;
        totals.set(key, line);
      }
      const normalised = [...totals].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      if (normalised.length > 0) {
        await db.transaction().execute(async (trx) => {
          const now = deps.now();
          const hash = requestHash(normalised.map(([key, l]) => [key, l.quantity]));
          if (!(await repo.recordMerge(trx, userId, hash, now, MERGE_WINDOW_MS))) return;
          const ids = normalised.map(([, l]) => l.productId);
          const [dishes, groups] = await Promise.all([saleDishes(trx, ids), dishGroups(trx, ids, now)]);
          const byId = new Map(dishes.map((d) => [d.id, d]));
          for (const [, line] of normalised) {
            const dish = byId.get(line.productId);
            const own = groups.get(line.productId) ?? [];
            const resolved = dish && stillValid(dish, own, line.choices);
            if (resolved) await repo.addQuantity(trx, userId, line.productId, selectionText(resolved.selection), line.quantity, now);
          }
        });
      }
      return read(userId, locale);
    },

    async destroy(userId: number): Promise<BasketLine[]> {
      await repo.clear(db, userId);
      return [];
    },
  };
}

// What an order takes from the basket: its lines as stored (in the order's transaction), then empties it.

export const basketLinesOf = (db: Kysely<Schema> | Transaction<Schema>, userId: number) => repo.basketLines(db, userId);

export const emptyBasket = (trx: Transaction<Schema>, userId: number) => repo.clear(trx, userId);

/** A reorder's lines go on top of what the basket holds (capped at 99 a line); the caller checked they are on sale and their choices hold. */
export const addToBasket = (
  trx: Transaction<Schema>,
  userId: number,
  productId: number,
  selection: readonly number[],
  quantity: number,
  now: Date,
) => repo.addQuantity(trx, userId, productId, selectionText(selection), quantity, now);
