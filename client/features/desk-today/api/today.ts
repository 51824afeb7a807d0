import { queryOptions } from '@tanstack/react-query';
import { API_PREFIX, buildQuery, type ApiClient } from '../../../../shared/api/client';
import type { RejectReason } from '../../../../shared/desk';

/** GET /desk/today (docs/desk-api.md): the day's figures, by orders placed that day. */
export interface DaySummary {
  day: string;
  orders: number;
  by_status: Record<string, number>;
  delivered: number;
  revenue: string;
  average: string;
  cancelled: number;
  cancelled_by_reason: Partial<Record<RejectReason | 'none', number>>;
  cancellations: { id: number; number: string; reason: RejectReason | null; note: string }[];
}

export const deskTodayQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['desk', 'today', api.locale],
    queryFn: () => api.get<DaySummary>('/desk/today'),
  });

/** The CSV of a date range: a plain link, the desk cookie goes with it (same-origin GET). */
export const ordersCsvHref = (from: string, to: string) => `${API_PREFIX}/desk/orders.csv${buildQuery({ from, to })}`;
