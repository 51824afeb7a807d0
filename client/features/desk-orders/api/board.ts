import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, type ApiClient } from '../../../../shared/api/client';
import type { DeskMove, DeskOrder } from '../../../../shared/api/desk';
import { useApi } from '../../../app-context';

/** Every desk board query, in every language: an event or a move refetches them all. */
export const deskBoardKey = ['desk', 'orders'] as const;

/** The board: open orders plus today's delivered and cancelled. */
export const deskBoardQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: [...deskBoardKey, api.locale],
    queryFn: () => api.get<DeskOrder[]>('/desk/orders'),
  });

export function sendMove(api: ApiClient, move: DeskMove): Promise<DeskOrder> {
  switch (move.kind) {
    case 'accept':
      return api.send<DeskOrder>(
        'POST',
        `/desk/orders/${move.id}/accept`,
        'minutes' in move ? { minutes: move.minutes } : { time: move.time, day: move.day },
      );
    case 'reject':
      return api.send<DeskOrder>('POST', `/desk/orders/${move.id}/reject`, { reason: move.reason, note: move.note });
    case 'advance':
      return api.send<DeskOrder>('POST', `/desk/orders/${move.id}/status`, { status: move.status });
  }
}

/** Someone else moved the order first: the board is refetched and shows where it is now. */
export const isConflict = (err: unknown) => err instanceof ApiError && err.status === 409;

/**
 * One write on an order; whatever the answer, the board is asked again. A refusal goes to
 * onRefused (and a success to onMoved) even once the card has moved to another column (the hook's
 * own callbacks still run).
 */
export function useDeskMove(onRefused?: (err: unknown, move: DeskMove) => void, onMoved?: (order: DeskOrder, move: DeskMove) => void) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (move: DeskMove) => sendMove(api, move),
    onError: (err, move) => onRefused?.(err, move),
    onSuccess: (order, move) => onMoved?.(order, move),
    onSettled: () => client.invalidateQueries({ queryKey: deskBoardKey }),
  });
}
