import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { API_PREFIX } from '../../../../shared/api/client';
import { ORDER_EVENTS } from '../../../../shared/api/events';
import { onShopEvents } from '../../../browser/shop-events';
import { useApi } from '../../../app-context';
import { deskBoardKey, fetchDeskOrder, showOrder } from '../api/board';

export const DESK_EVENTS_URL = `${API_PREFIX}/desk/events`;

const browserSource = (url: string) => new EventSource(url);

/**
 * The board's live feed. An event asks for its one order and puts it in place (the other cards stay
 * as they were); an order that cannot be read refetches the board (a message that is no known event is skipped).
 * EventSource reconnects by itself and sends Last-Event-ID, so the server replays what a drop
 * missed; each (re)connect refetches the board too, for what happened while the stream was closed.
 */
export function useDeskEvents(createSource: (url: string) => EventSource = browserSource) {
  const client = useQueryClient();
  const api = useApi();
  useEffect(() => {
    const source = createSource(DESK_EVENTS_URL);
    const refetch = () => void client.invalidateQueries({ queryKey: deskBoardKey });
    onShopEvents(source, ORDER_EVENTS, (event) => {
      fetchDeskOrder(api, event.order_id).then((order) => showOrder(client, api, order), refetch);
    });
    source.addEventListener('open', refetch);
    return () => source.close();
  }, [api, client, createSource]);
}
