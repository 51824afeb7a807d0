import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { API_PREFIX } from '../../../../shared/api/client';
import { KITCHEN_EVENTS } from '../../../../shared/api/events';
import { onShopEvents } from '../../../browser/shop-events';
import { kitchenKey } from '../api/board';

// the desk's one stream (server/api/desk/router.ts): a cook may open it too
const EVENTS_URL = `${API_PREFIX}/desk/events`;

/** The kitchen display's live feed: every event (and every reconnect, which may have missed some) refetches it. */
export function useKitchenEvents() {
  const client = useQueryClient();
  useEffect(() => {
    const source = new EventSource(EVENTS_URL);
    const refetch = () => void client.invalidateQueries({ queryKey: kitchenKey });
    onShopEvents(source, KITCHEN_EVENTS, refetch);
    source.addEventListener('open', refetch);
    return () => source.close();
  }, [client]);
}
