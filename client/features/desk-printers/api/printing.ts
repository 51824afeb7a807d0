import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../../shared/api/client';
import type { PrintingStatus } from '../../../../shared/schemas/printing';
import { useApi } from '../../../app-context';

/** How often the desk asks: a printer's silence is a matter of time, so no event would announce it. */
export const PRINTING_REFRESH_MS = 5_000;

const printingKey = ['desk', 'printing'] as const;

/** GET /desk/printing (docs/printing.md): printers, jobs and the server's alarm. */
export const deskPrintingQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: [...printingKey, api.locale],
    queryFn: () => api.get<PrintingStatus>('/desk/printing'),
    refetchInterval: PRINTING_REFRESH_MS,
  });

/** Staff print an order's ticket again on every printer. */
export function useReprint() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) => api.send<PrintingStatus>('POST', `/desk/printing/orders/${orderId}/reprint`),
    onSuccess: (status) => client.setQueryData(deskPrintingQuery(api).queryKey, status),
  });
}
