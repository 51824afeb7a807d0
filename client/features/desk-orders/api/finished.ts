import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../../shared/api/client';
import type { FinishedPage } from '../../../../shared/desk-board';
import { finishedPagesKey } from './board';

/** Today's finished orders after the board's first page (GET /desk/orders/finished?before=), a page at each "show more". */
export const finishedPagesQuery = (api: ApiClient, start: number) =>
  infiniteQueryOptions({
    queryKey: [...finishedPagesKey(api), start],
    queryFn: ({ pageParam }) => api.get<FinishedPage>('/desk/orders/finished', { before: pageParam }),
    initialPageParam: start,
    getNextPageParam: (last: FinishedPage) => last.finished_before ?? undefined,
  });
