import { parseId } from '../../../shared/ids';

// The product modal lives in the URL (?product_id=ID) so it can be shared and survives a reload.
export const PRODUCT_PARAM = 'product_id';

/** The id in ?product_id= (the first, when repeated), or null when it names no dish. */
export function productIdFrom(params: URLSearchParams): number | null {
  return parseId(params.get(PRODUCT_PARAM));
}

/** The same query with product_id set (opening) or emptied (closing, as the spec says), others kept. */
export function withProductId(search: string, id: number | null): string {
  const params = new URLSearchParams(search);
  params.set(PRODUCT_PARAM, id === null ? '' : String(id));
  const s = params.toString();
  return s ? `?${s}` : '';
}
