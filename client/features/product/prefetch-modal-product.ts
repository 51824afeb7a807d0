import type { LoadContext } from '../../router/context';
import { productQuery } from './api/product';
import { productIdFrom } from './product-param';
import { loadProductModal } from './product-modal-code';

/** Deferred: a shared link with ?product_id= renders its modal on the server; a bad id just shows no modal. */
export async function prefetchModalProduct(ctx: LoadContext): Promise<void> {
  const id = productIdFrom(ctx.url.searchParams);
  if (id === null) return;
  // the server has the modal's code before it renders, so the modal is in the page, not streamed after it
  await Promise.all([ctx.prefetch(productQuery(ctx.api, id)), import.meta.env.SSR ? loadProductModal() : undefined]);
}
