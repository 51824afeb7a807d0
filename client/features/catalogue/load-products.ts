import { notFound, type LoadContext } from '../../router/context';
import { categoriesQuery } from './api/categories';
import { productsQuery } from './api/products';
import { productFilterFromSearch } from './product-filter';

/** /products data: the list, and for ?category= the category (its name is the heading; unknown → 404). */
export async function loadProducts(ctx: LoadContext) {
  const filter = productFilterFromSearch(ctx.url.searchParams);
  const [, categories] = await Promise.all([
    ctx.ensure(productsQuery(ctx.api, filter)),
    filter.category === undefined ? undefined : ctx.ensure(categoriesQuery(ctx.api)),
  ]);
  if (categories && !categories.some((c) => c.id === filter.category)) throw notFound();
}
