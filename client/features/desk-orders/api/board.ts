import { queryOptions, useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { ApiError, type ApiClient } from '../../../../shared/api/client';
import type { DeskMove, DeskOrder } from '../../../../shared/api/desk';
import type { DeskBoard, DeskSearch, FinishedPage } from '../../../../shared/desk-board';
import { useApi } from '../../../app-context';
import { replaced, shareOrders, withFinished, withLater, withOrder } from '../board-cache';
import { eventLogOf } from '../event-log';

/** Every desk board query (the board, the finished pages, searches), in every language. */
export const deskBoardKey = ['desk', 'orders'] as const;

/** The board: every order in progress, how many finished today (GET /desk/orders, docs/desk-api.md). */
export const deskBoardQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: [...deskBoardKey, api.locale],
    // the events that reached this tab while the answer was on its way are put on it again
    queryFn: async ({ client }) => {
      const board = await api.get<DeskBoard>('/desk/orders');
      return withLater(board, eventLogOf(client).after(board.last_event_id, api.locale));
    },
    structuralSharing: shareOrders,
  });

/** Today's finished orders, a page at a time (GET /desk/orders/finished). */
export const finishedPagesKey = (api: ApiClient) => [...deskBoardKey, 'finished', api.locale] as const;
export const searchKey = (api: ApiClient) => [...deskBoardKey, 'search', api.locale] as const;

export const fetchDeskOrder = (api: ApiClient, id: number) => api.get<DeskOrder>(`/desk/orders/${id}`);

/**
 * One order as it is now, put wherever the desk shows it: the board (in progress, or counted as it
 * finished), the finished pages (a finished order at the head of the first), a search's results.
 * Every other order keeps its object (and its card its render).
 */
export function showOrder(client: QueryClient, api: ApiClient, order: DeskOrder): void {
  client.setQueryData(deskBoardQuery(api).queryKey, (board) => (board ? withOrder(board, order) : board));
  client.setQueriesData<InfiniteData<FinishedPage, number | undefined>>({ queryKey: finishedPagesKey(api) }, (data) => {
    if (!data) return data;
    const orders = withFinished(
      data.pages.map((p) => p.orders),
      order,
    );
    return { ...data, pages: data.pages.map((p, i) => (orders[i] === p.orders ? p : { ...p, orders: orders[i] })) };
  });
  client.setQueriesData<DeskSearch>({ queryKey: searchKey(api) }, (found) =>
    found ? { ...found, orders: replaced(found.orders, order) } : found,
  );
}

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
 * One write on an order. Its answer is the order now, put in its place on the board (no refetch);
 * a refusal asks for the order again, to show where it is now. A refusal goes to onRefused (and a
 * success to onMoved) even once the card has moved to another column (the hook's own callbacks still run).
 */
export function useDeskMove(onRefused?: (err: unknown, move: DeskMove) => void, onMoved?: (order: DeskOrder, move: DeskMove) => void) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (move: DeskMove) => sendMove(api, move),
    onError: async (err, move) => {
      onRefused?.(err, move);
      const now = await fetchDeskOrder(api, move.id).catch(() => null);
      if (now) showOrder(client, api, now);
      else await client.invalidateQueries({ queryKey: deskBoardKey });
    },
    onSuccess: (order, move) => {
      showOrder(client, api, order);
      onMoved?.(order, move);
    },
  });
}
