import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { API_PREFIX } from '../../../../shared/api/client';
import { ORDER_EVENTS } from '../../../../shared/api/events';
import { onShopEvents } from '../../../browser/shop-events';
import { deskBoardKey } from '../api/board';

export const DESK_EVENTS_URL = `${API_PREFIX}/desk/events`;

/**
 * The board's live feed: every order event refetches the board. EventSource reconnects by itself
 * and sends Last-Event-ID, so the server replays what a drop missed; the reconnect refetches too.
 */
const browserSource = (url: string) => new EventSource(url);

export function useDeskEvents(createSource: (url: string) => EventSource = browserSource) {
  const client = useQueryClient();
  useEffect(() => {
    const source = createSource(DESK_EVENTS_URL);
    const refetch = () => void client.invalidateQueries({ queryKey: deskBoardKey });
    onShopEvents(source, ORDER_EVENTS, refetch);
    source.addEventListener('open', refetch);
    return () => source.close();
  }, [client, createSource]);
}
