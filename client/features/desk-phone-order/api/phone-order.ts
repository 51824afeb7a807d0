import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../app-context';
import type { DeskOrder } from '../../desk-orders/api/board';
import { deskBoardKey } from '../../desk-orders/api/board';

/** POST /desk/orders: the storefront's guest order body, placed by staff for a caller (source phone). */
export interface PhoneOrderBody {
  name: string;
  phone: string;
  items: { product_id: number; quantity: number }[];
  address: string;
  apartment: string;
  entrance: string;
  floor: string;
  comment: string;
  /** the map point as text, '' when none was picked */
  latitude: string;
  longitude: string;
  payment_method: 'cash' | 'card';
  delivery_time: string;
  note: string;
}

/** One Idempotency-Key per attempt: a repeat of the same attempt answers the first order. */
export function usePlacePhoneOrder() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: PhoneOrderBody; idempotencyKey: string }) =>
      api.send<DeskOrder>('POST', '/desk/orders', body, { 'Idempotency-Key': idempotencyKey }),
    onSuccess: () => client.invalidateQueries({ queryKey: deskBoardKey }),
  });
}
