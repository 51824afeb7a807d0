import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../../shared/api/client';
import type { FinishedPage } from '../../../../shared/desk-board';
import { finishedWithLater, withOrder } from '../board-cache';
import { eventLogOf } from '../event-log';
import { deskBoardQuery, finishedPagesKey } from './board';

/**
 * Today's finished orders: the first page (GET /desk/orders/finished), then ?before= at each "show more".
 * The first page is the board's other half, read after it (issue 37): the events that reached this tab
 * while it was on its way are put on it again (its `last_event_id`), and an order it holds finished
 * that the board, read earlier, still shows in progress is taken off the board and counted once.
 */
export const finishedPagesQuery = (api: ApiClient) =>
  infiniteQueryOptions({
    queryKey: finishedPagesKey(api),
    queryFn: async ({ pageParam, client }) => {
      const page = await api.get<FinishedPage>('/desk/orders/finished', pageParam === undefined ? {} : { before: pageParam });
      if (pageParam !== undefined) return page;
      const later = page.last_event_id === undefined ? [] : eventLogOf(client).after(page.last_event_id, api.locale);
      const orders = finishedWithLater(page.orders, later);
      client.setQueryData(deskBoardQuery(api).queryKey, (board) => (board ? orders.reduce(withOrder, board) : board));
      return orders === page.orders ? page : { ...page, orders: [...orders] };
    },
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last: FinishedPage) => last.finished_before ?? undefined,
  });
