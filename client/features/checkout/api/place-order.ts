import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../../shared/api/client';
import type { Order, OrderBody } from '../../../../shared/api/types';
import { useApi } from '../../../app-context';
import { userQuery } from '../../../session/user';
import { serverBasketQuery } from '../../basket/api/server-basket';
import { orderQuery } from '../../orders/api/order';
import { anyOrdersKey } from '../../orders/api/orders';

/**
 * POST /orders (a customer: the server basket) or /orders-web (a guest: the lines in the body).
 * A repeat with the same Idempotency-Key answers the first order instead of making a second.
 */
export const placeOrder = (api: ApiClient, customer: boolean, body: OrderBody, idempotencyKey: string) =>
  api.send<Order>('POST', customer ? '/orders' : '/orders-web', body, { 'Idempotency-Key': idempotencyKey });

/**
 * `shown` moves the shopper on (the order page, the guest's confirmation). For a customer the
 * caches change around it: the order is there before its page opens, and the basket empties only
 * after, so the checkout never flashes "your basket is empty".
 */
export function usePlaceOrder(shown: (order: Order, customer: boolean) => Promise<void> | void) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ customer, body, idempotencyKey }: { customer: boolean; body: OrderBody; idempotencyKey: string }) =>
      placeOrder(api, customer, body, idempotencyKey),
    async onSuccess(order, { customer }) {
      if (!customer) return shown(order, customer);
      queryClient.setQueryData(orderQuery(api, order.id).queryKey, order);
      await shown(order, customer);
      afterCustomerOrder(queryClient, api);
    },
  });
}

/** The server emptied the basket in the order's transaction; the bonus balance changed. */
export function afterCustomerOrder(queryClient: QueryClient, api: ApiClient) {
  queryClient.setQueryData(serverBasketQuery(api).queryKey, []);
  queryClient.removeQueries({ queryKey: anyOrdersKey });
  void queryClient.invalidateQueries({ queryKey: userQuery(api).queryKey });
}
