import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../../shared/api/client';

/** GET /desk/sms-budget: the sign-in codes the shop sent this hour against its hourly budget. */
export interface SmsBudget {
  budget: number;
  sent: number;
  reached: boolean;
  /** when the hour's window ends and codes go out again (ISO); null while no window is open */
  resets_at: string | null;
}

// a filled budget matters for the rest of its hour: a look a minute is soon enough
const POLL_MS = 60_000;

export const deskSmsBudgetQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['desk', 'sms-budget'],
    queryFn: () => api.get<SmsBudget>('/desk/sms-budget'),
    refetchInterval: POLL_MS,
  });
