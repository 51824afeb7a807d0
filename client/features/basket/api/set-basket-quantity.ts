import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../../shared/api/client';
import type { BasketLine, Product } from '../../../../shared/api/types';
import { lineKey, type Selection } from '../../../../shared/choices';
import { formatMoney } from '../../../../shared/money';
import { useApi } from '../../../app-context';
import { choiceLine, clampQuantity } from '../basket-math';
import { serverBasketQuery } from './server-basket';

/**
 * POST /basket: the line's new quantity (0 removes it); answers the whole basket. The line is the dish
 * with these choices; without them (a card's "add"), the server gives the dish its default choices.
 */
export const setBasketQuantity = (api: ApiClient, productId: number, quantity: number, choices?: Selection) =>
  api.send<BasketLine[]>('POST', '/basket', { product_id: productId, quantity, ...(choices ? { choices: [...choices] } : {}) });

/** A server line's identity (a line from before choices, or a fixture, is the dish alone). */
export const serverLineKey = (line: BasketLine) => line.basket.key ?? lineKey(line.id);

/** The server's line the basket will show for this dish and choices, priced from the dish's groups when it has them. */
export function newServerLine(product: Product, selection: Selection = [], quantity = 0): BasketLine {
  const { choices: dishChoices, ...dish } = product;
  if (selection.length === 0) return { ...dish, basket: { quantity, key: lineKey(product.id), choices: [], unit_price: product.price } };
  const line = choiceLine(product, dishChoices?.groups ?? [], selection, quantity);
  return { ...dish, basket: { quantity, key: line.key, choices: [...line.choices], unit_price: formatMoney(line.unitPrice) } };
}

/** The basket as it will be once the server agrees: the line of the dish + choices at `quantity`, or gone at 0. */
export function withLine(lines: BasketLine[], product: Product, quantity: number, selection: Selection = []): BasketLine[] {
  const key = lineKey(product.id, selection);
  const q = clampQuantity(quantity);
  const known = lines.some((l) => serverLineKey(l) === key) ? lines : [...lines, newServerLine(product, selection)];
  return known
    .map((l) => (serverLineKey(l) === key ? { ...l, basket: { ...l.basket, quantity: q } } : l))
    .filter((l) => l.basket.quantity > 0);
}

/** Optimistic: the line changes at once and rolls back (then reloads) if the server says no. */
export function useSetBasketQuantity() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { queryKey } = serverBasketQuery(api);
  return useMutation({
    mutationFn: ({ product, quantity, selection }: { product: Product; quantity: number; selection?: Selection }) =>
      setBasketQuantity(api, product.id, quantity, selection),
    async onMutate({ product, quantity, selection }) {
      // a refetch in flight must not overwrite the optimistic line with the old basket
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (lines = []) => withLine(lines, product, quantity, selection));
      return { previous };
    },
    onSuccess: (lines) => queryClient.setQueryData(queryKey, lines),
    onError(_error, _variables, context) {
      queryClient.setQueryData(queryKey, context?.previous);
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
