import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../../shared/api/client';
import type { KitchenBoard, Station } from '../../../../shared/kitchen';

/** Every kitchen query, every station and language: an event, a tap or a bump refetches them all. */
export const kitchenKey = ['desk', 'kitchen'] as const;

/** GET /desk/kitchen/orders: the accepted and cooking orders, one station's lines or all. */
export const kitchenBoardQuery = (api: ApiClient, station: Station | null) =>
  queryOptions({
    queryKey: [...kitchenKey, api.locale, station ?? 'all'],
    queryFn: () => api.get<KitchenBoard>('/desk/kitchen/orders', { station }),
  });
