import type { Kysely, Transaction } from 'kysely';
import type { BackendDeps } from '../deps';
import type { Schema } from '../../db/schema';
import type { BasketLine } from '../../../shared/api/types';
import type { Locale } from '../../../shared/locale';
import { notFound } from '../../http/errors';
import { requestHash } from '../../http/request-hash';
import { productsById } from '../catalogue/service';
import { checkSoldOut } from '../rules/service';
import { checkServed } from '../rules/menu-hours';
import * as repo from './repo';

// A repeat of the same merge within this window is a retry, not a second basket.
const MERGE_WINDOW_MS = 24 * 60 * 60 * 1000;

export function createBasketService(deps: BackendDeps) {
  const { db } = deps.database;

  async function read(userId: number, locale: Locale): Promise<BasketLine[]> {
    const lines = await repo.basketLines(db, userId);
    const products = await productsById(
      db,
      lines.map((l) => l.product_id),
      locale,
    );
    // a dish taken off the menu drops out of the basket view (and out of any order)
    return lines.flatMap((l) => {
      const product = products.get(l.product_id);
      return product ? [{ ...product, basket: { quantity: l.quantity } }] : [];
    });
  }

  return {
    read,

    async set(userId: number, productId: number, quantity: number, locale: Locale): Promise<BasketLine[]> {
      // removing always works, even for a dish no longer on the menu
      if (quantity > 0 && !(await repo.availableProductIds(db, [productId])).has(productId)) throw notFound('product_not_found');
      // a sold-out dish cannot be added, nor its line raised; lowering it works
      const now = deps.now();
      if (quantity > 0 && quantity > (await repo.lineQuantity(db, userId, productId))) {
        await checkSoldOut(db, now, [productId], locale);
        // nor one outside its hours (shared/menu-hours.ts)
        await checkServed(db, [productId], { at: now.getTime(), defaults: deps.config.public.hours, locale });
      }
      await repo.setQuantity(db, userId, productId, quantity, now);
      return read(userId, locale);
    },

    /** Adds the guest basket to the server one (capped at 99 a line); unknown dishes are skipped. */
    async merge(userId: number, items: { product_id: number; quantity: number }[], locale: Locale): Promise<BasketLine[]> {
      const totals = new Map<number, number>();
      for (const { product_id, quantity } of items) {
        if (quantity > 0) totals.set(product_id, (totals.get(product_id) ?? 0) + quantity);
      }
      const normalised = [...totals].sort(([a], [b]) => a - b);
      if (normalised.length > 0) {
        await db.transaction().execute(async (trx) => {
          const now = deps.now();
          if (!(await repo.recordMerge(trx, userId, requestHash(normalised), now, MERGE_WINDOW_MS))) return;
          const available = await repo.availableProductIds(
            trx,
            normalised.map(([id]) => id),
          );
          for (const [productId, quantity] of normalised) {
            if (available.has(productId)) await repo.addQuantity(trx, userId, productId, quantity, now);
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

/** A reorder's lines go on top of what the basket holds (capped at 99 a line); the caller checked they are on sale. */
export const addToBasket = (trx: Transaction<Schema>, userId: number, productId: number, quantity: number, now: Date) =>
  repo.addQuantity(trx, userId, productId, quantity, now);
