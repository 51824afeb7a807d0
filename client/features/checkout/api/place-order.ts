import type { ApiClient } from '../../../../shared/api/client';
import type { Order, OrderBody } from '../../../../shared/api/types';

/**
 * POST /orders (a customer: the server basket) or /orders-web (a guest: the lines in the body).
 * A repeat with the same Idempotency-Key answers the first order instead of making a second.
 */
export const placeOrder = (api: ApiClient, customer: boolean, body: OrderBody, idempotencyKey: string) =>
  api.send<Order>('POST', customer ? '/orders' : '/orders-web', body, { 'Idempotency-Key': idempotencyKey });
