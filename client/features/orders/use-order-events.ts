import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { API_PREFIX } from '../../../shared/api/client';
import { ORDER_EVENTS } from '../../../shared/api/events';
import { onShopEvents } from '../../browser/shop-events';

/** True where the page can hear events; without it the order query keeps polling. */
export const canStream = () => typeof EventSource !== 'undefined';

/**
 * Listens to an order's event stream (`/orders/{id}/events` or `/track/{token}/events`) and
 * invalidates the order's query on every event, so a status the kitchen sets shows without a
 * reload. EventSource reconnects by itself and resumes from the last id it saw.
 */
export function useOrderEvents(path: string | null, queryKey: QueryKey) {
  const queryClient = useQueryClient();
  const key = JSON.stringify(queryKey);
  useEffect(() => {
    if (!path || !canStream()) return;
    const source = new EventSource(`${API_PREFIX}${path}`);
    const refresh = () => void queryClient.invalidateQueries({ queryKey: JSON.parse(key) as QueryKey });
    onShopEvents(source, ORDER_EVENTS, refresh);
    return () => source.close();
  }, [path, key, queryClient]);
}
