import type { Product } from '../../../shared/api/types';
import { createLocalStore } from '../../browser/local-store';

/**
 * The dishes of the guest basket as last seen (name, price, picture), so the basket still shows
 * its lines with no connection (issue 13.5): GET /products?ids= may never have been asked for the
 * ids of a basket built offline. Only display: the server prices the order.
 */
export const KNOWN_PRODUCTS_KEY = 'shop.basket-products.v1';

export type Known = Readonly<Record<string, Product>>;

const parseKnown = (raw: unknown): Known => (raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Known) : {});

export const knownProductsStore = createLocalStore<Known>(KNOWN_PRODUCTS_KEY, parseKnown, {});

/**
 * Remembers these dishes, and forgets those no longer in the basket. A dish's groups (its page's data,
 * for a line with choices) stay when a list's copy without them comes.
 */
export function rememberProducts(products: readonly Product[], basketIds: readonly number[]) {
  const keep = new Set(basketIds);
  const known = knownProductsStore.get();
  const next: Record<string, Product> = {};
  for (const p of [...Object.values(known), ...products]) {
    if (!keep.has(p.id)) continue;
    const choices = p.choices ?? next[p.id]?.choices;
    next[p.id] = choices ? { ...p, choices } : p;
  }
  if (JSON.stringify(next) !== JSON.stringify(known)) knownProductsStore.set(() => next);
}

/** Every one of `ids` as last seen, or undefined when one was never seen. */
export function knownProducts(known: Known, ids: readonly number[]): Product[] | undefined {
  return ids.every((id) => known[id]) ? ids.map((id) => known[id]) : undefined;
}
