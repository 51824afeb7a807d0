import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../../shared/api/client';
import type { FinishedPage } from '../../../../shared/desk-board';
import { finishedPagesKey } from './board';

/** Today's finished orders: the first page (GET /desk/orders/finished), then ?before= at each "show more". */
export const finishedPagesQuery = (api: ApiClient) =>
  infiniteQueryOptions({
    queryKey: finishedPagesKey(api),
    queryFn: ({ pageParam }) => api.get<FinishedPage>('/desk/orders/finished', pageParam === undefined ? {} : { before: pageParam }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last: FinishedPage) => last.finished_before ?? undefined,
  });
