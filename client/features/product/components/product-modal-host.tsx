import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { productIdFrom } from '../product-param';

const ProductModal = lazy(() => import('./product-modal'));

/** Always mounted in the shell: watches ?product_id= and loads the modal's code only when needed. */
export function ProductModalHost() {
  const [params] = useSearchParams();
  const id = productIdFrom(params);
  if (id === null) return null;
  return (
    <Suspense fallback={null}>
      <ProductModal key={id} productId={id} />
    </Suspense>
  );
}
