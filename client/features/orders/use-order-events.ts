import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { API_PREFIX } from '../../../shared/api/client';

/** The event types an order's stream carries (server/events/sse.ts names each event by its type). */
const ORDER_EVENTS = ['order.placed', 'order.changed'] as const;

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
    for (const type of ORDER_EVENTS) source.addEventListener(type, refresh);
    return () => source.close();
  }, [path, key, queryClient]);
}
