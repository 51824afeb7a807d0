import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../shared/api/client';
import type { HtmlBasket } from '../../../shared/html-basket';
import { productsQuery } from '../catalogue/api/products';
import { productQuery } from './api/dish-query';
import { fromHtmlBasket } from './guest-basket';

/**
 * The server's render of the HTML path's basket: its dishes (GET /products?ids=, the guest store's query)
 * and, for a line with choices, its dish's groups (GET /products/{id}), so the lines show at the server's prices.
 */
export async function prefetchHtmlBasket(queryClient: QueryClient, api: ApiClient, html: HtmlBasket): Promise<void> {
  const { lines } = fromHtmlBasket(html);
  const ids = [...new Set(lines.map((l) => l.product_id))].sort((a, b) => a - b);
  const withChoices = [...new Set(lines.filter((l) => l.choices.length).map((l) => l.product_id))];
  await Promise.all([
    queryClient.prefetchQuery(productsQuery(api, { ids })),
    ...withChoices.map((id) => queryClient.prefetchQuery(productQuery(api, id))),
  ]);
}
