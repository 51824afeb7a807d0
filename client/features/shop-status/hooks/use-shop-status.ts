import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../app-context';
import { shopStatusQuery } from '../api/shop-status';

/** The shop's status once the browser has read it (undefined during the server render and before). */
export const useShopStatus = () => useQuery(shopStatusQuery(useApi())).data;

/** Whether this dish is on the stop-list now; false until the status is known (the server refuses it anyway). */
export function useSoldOut(productId: number): boolean {
  const status = useShopStatus();
  return status?.sold_out.includes(productId) ?? false;
}
