import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../../shared/api/client';
import type { SmsBudget } from '../../../../shared/api/desk';

// a filled budget matters for the rest of its hour: a look a minute is soon enough
const POLL_MS = 60_000;

export const deskSmsBudgetQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['desk', 'sms-budget'],
    queryFn: () => api.get<SmsBudget>('/desk/sms-budget'),
    refetchInterval: POLL_MS,
  });
