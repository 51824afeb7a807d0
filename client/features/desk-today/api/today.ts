import { queryOptions } from '@tanstack/react-query';
import { API_PREFIX, buildQuery, type ApiClient } from '../../../../shared/api/client';
import type { DaySummary } from '../../../../shared/api/desk';

export const deskTodayQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['desk', 'today', api.locale],
    queryFn: () => api.get<DaySummary>('/desk/today'),
  });

/** The CSV of a date range: a plain link, the desk cookie goes with it (same-origin GET). */
export const ordersCsvHref = (from: string, to: string) => `${API_PREFIX}/desk/orders.csv${buildQuery({ from, to })}`;
