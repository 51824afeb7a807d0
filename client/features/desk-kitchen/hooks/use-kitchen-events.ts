import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { API_PREFIX } from '../../../../shared/api/client';
import { kitchenKey } from '../api/board';

// the desk's one stream (server/api/desk/router.ts): a cook may open it too
const EVENTS_URL = `${API_PREFIX}/desk/events`;
// an order placed or moved anywhere, a line crossed off on another tablet, a station changed in the menu
const EVENT_TYPES = ['order.placed', 'order.changed', 'kitchen.changed', 'menu.changed'] as const;

/** The kitchen display's live feed: every event (and every reconnect, which may have missed some) refetches it. */
export function useKitchenEvents() {
  const client = useQueryClient();
  useEffect(() => {
    const source = new EventSource(EVENTS_URL);
    const refetch = () => void client.invalidateQueries({ queryKey: kitchenKey });
    for (const type of EVENT_TYPES) source.addEventListener(type, refetch);
    source.addEventListener('open', refetch);
    return () => source.close();
  }, [client]);
}
