// The basket's rules, pure: quantities are whole numbers 1..MAX_LINE_QUANTITY, money is integer
// minor units (parseMoney("45.00") = 4500), never a float. A line is a dish with its choices (issue 36).
import type { Product } from '../../../shared/api/types';
import type { ChoiceGroup, LineChoice } from '../../../shared/api/choices';
import { toRuleGroups } from '../../../shared/api/choices';
import { lineKey, unitPrice, type Selection } from '../../../shared/choices';
import { priceOf } from '../../components/price';
import type { GuestBasket } from './guest-basket';

export { clampQuantity } from './guest-basket';

export interface BasketLineItem {
  /** the line's identity: the dish and its choices (shared/choices.ts lineKey) */
  key: string;
  product: Product;
  quantity: number;
  /** the chosen option ids, ascending */
  selection: Selection;
  /** what was chosen, with names and prices, in group order */
  choices: readonly LineChoice[];
  /** minor units: the dish's price with its choices */
  unitPrice: number;
}

/** A line of a dish without choices. */
export const plainLine = (product: Product, quantity: number): BasketLineItem => ({
  key: lineKey(product.id),
  product,
  quantity,
  selection: [],
  choices: [],
  unitPrice: priceOf(product),
});

/** The chosen options of these groups as a line shows them, in the groups' order. */
export function chosenOf(groups: readonly ChoiceGroup[], selection: Selection): LineChoice[] {
  const chosen = new Set(selection);
  return groups.flatMap((g) =>
    g.options
      .filter((o) => chosen.has(o.id))
      .map((o) => ({
        option_id: o.id,
        group_id: g.id,
        name_tm: o.name_tm,
        name_ru: o.name_ru,
        name_en: o.name_en,
        group_name_tm: g.name_tm,
        group_name_ru: g.name_ru,
        group_name_en: g.name_en,
        price: o.price,
        product_id: o.product_id,
      })),
  );
}

/** A line of a dish with these choices, priced by the shared rule (display only: the server prices the order). */
export function choiceLine(product: Product, groups: readonly ChoiceGroup[], selection: Selection, quantity: number): BasketLineItem {
  return {
    key: lineKey(product.id, selection),
    product,
    quantity,
    selection: [...selection].sort((a, b) => a - b),
    choices: chosenOf(groups, selection),
    unitPrice: unitPrice(priceOf(product), toRuleGroups(groups), selection),
  };
}

/**
 * Lines for the dishes we know, in basket order; unknown or withdrawn dishes are left out, and so is a line
 * with choices while its dish's groups are not known yet (`groupsOf` answers undefined).
 */
export function guestLines(
  basket: GuestBasket,
  products: readonly Product[],
  groupsOf: (productId: number) => readonly ChoiceGroup[] | undefined = () => undefined,
): BasketLineItem[] {
  const byId = new Map(products.map((p) => [p.id, p]));
  return basket.lines.flatMap((line) => {
    const product = byId.get(line.product_id);
    if (!product) return [];
    if (line.choices.length === 0) return [plainLine(product, line.quantity)];
    const groups = groupsOf(line.product_id);
    return groups ? [choiceLine(product, groups, line.choices, line.quantity)] : [];
  });
}

export const lineTotal = (line: Pick<BasketLineItem, 'unitPrice' | 'quantity'>): number => line.unitPrice * line.quantity;

/** count = sum of quantities, total = sum of quantity × unit price, in minor units. */
export function summarize(lines: readonly Pick<BasketLineItem, 'unitPrice' | 'quantity'>[]): { count: number; total: number } {
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
