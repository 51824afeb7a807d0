// The basket's rules, pure: quantities are whole numbers 1..MAX_LINE_QUANTITY, money is integer
// minor units (parseMoney("45.00") = 4500), never a float.
import type { Product } from '../../../shared/api/types';
import { priceOf } from '../../components/price';
import { MAX_LINE_QUANTITY } from '../../../shared/basket-line';

/** The guest basket as stored under `shop.basket.v1`: { [productId]: quantity }, in the order added. */
export type GuestBasket = Readonly<Record<string, number>>;

export interface BasketLineItem {
  product: Product;
  quantity: number;
}

const isId = (key: string) => /^[1-9]\d{0,9}$/.test(key);

export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity) || quantity <= 0) return 0;
  return Math.min(Math.floor(quantity), MAX_LINE_QUANTITY);
}

/** Whatever storage holds (another version, a hand edit) becomes a valid basket. */
export function parseGuestBasket(raw: unknown): GuestBasket {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const basket: Record<string, number> = {};
  for (const [key, value] of Object.entries(raw)) {
    const quantity = typeof value === 'number' ? clampQuantity(value) : 0;
    if (isId(key) && quantity > 0) basket[key] = quantity;
  }
  return basket;
}

/** A new basket with this product at this quantity; 0 (or less) removes the line. */
export function withQuantity(basket: GuestBasket, productId: number, quantity: number): GuestBasket {
  const next: Record<string, number> = { ...basket };
  const clamped = clampQuantity(quantity);
  if (clamped === 0) delete next[productId];
  else next[productId] = clamped;
  return next;
}

/** Adds one of each product (a new line at 1, an existing one +1, capped). */
export function addOneOfEach(basket: GuestBasket, productIds: number[]): GuestBasket {
  return productIds.reduce((next, id) => withQuantity(next, id, (next[id] ?? 0) + 1), basket);
}

export const guestBasketIds = (basket: GuestBasket): number[] => Object.keys(basket).map(Number);

/** Lines for the products we know, in basket order; unknown or withdrawn products are left out. */
export function guestLines(basket: GuestBasket, products: readonly Product[]): BasketLineItem[] {
  const byId = new Map(products.map((p) => [p.id, p]));
  return guestBasketIds(basket).flatMap((id) => {
    const product = byId.get(id);
    return product ? [{ product, quantity: basket[id] }] : [];
  });
}

export const lineTotal = (line: BasketLineItem): number => priceOf(line.product) * line.quantity;

/** count = sum of quantities, total = sum of quantity × price, in minor units. */
export function summarize(lines: readonly BasketLineItem[]): { count: number; total: number } {
  let count = 0;
  let total = 0;
  for (const line of lines) {
    count += line.quantity;
    total += lineTotal(line);
  }
  return { count, total };
}

/** What the shopper pays: the dishes plus the delivery fee (no fee for an empty basket). */
export const grandTotal = (total: number, deliveryFee: number): number => (total > 0 ? total + deliveryFee : 0);
