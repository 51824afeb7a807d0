import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { withProductId } from '../product-param';

/** Closes the product modal: product_id emptied in place (replace), the page stays where it was scrolled. */
export function useCloseProductModal() {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return useCallback(
    () => navigate({ pathname, search: withProductId(search, null), hash }, { replace: true, preventScrollReset: true }),
    [navigate, pathname, search, hash],
  );
}

/** Where a link that opens this product's modal on the current page goes. */
export function useProductModalHref(id: number) {
  const { pathname, search } = useLocation();
  return { pathname, search: withProductId(search, id) };
}
