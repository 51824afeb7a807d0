import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../app-context';
import type { DeskOrder, PhoneOrderBody } from '../../../../shared/api/desk';
import { deskBoardKey } from '../../desk-orders/api/board';

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
