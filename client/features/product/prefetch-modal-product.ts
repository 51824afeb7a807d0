import type { LoadContext } from '../../router/context';
import { productQuery } from '../catalogue/api/product';
import { productIdFrom } from './product-param';

/** Deferred: a shared link with ?product_id= renders its modal on the server; a bad id just shows no modal. */
export async function prefetchModalProduct(ctx: LoadContext): Promise<void> {
  const id = productIdFrom(ctx.url.searchParams);
  if (id !== null) await ctx.prefetch(productQuery(ctx.api, id));
}
