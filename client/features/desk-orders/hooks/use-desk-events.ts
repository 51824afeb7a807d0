import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { API_PREFIX } from '../../../../shared/api/client';
import { useApi } from '../../../app-context';
import { deskBoardKey, fetchDeskOrder, showOrder } from '../api/board';

export const DESK_EVENTS_URL = `${API_PREFIX}/desk/events`;
const EVENT_TYPES = ['order.placed', 'order.changed'] as const;

const browserSource = (url: string) => new EventSource(url);

/** The order an event names (its data: `{ type, order_id, status, at }`), or null. */
function orderIdOf(event: Event): number | null {
  const data = (event as MessageEvent<unknown>).data;
  if (typeof data !== 'string') return null;
  try {
    const id = (JSON.parse(data) as { order_id?: unknown }).order_id;
    return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

/**
 * The board's live feed. An event asks for its one order and puts it in place (the other cards stay
 * as they were); an event that names none, or an order that cannot be read, refetches the board.
 * EventSource reconnects by itself and sends Last-Event-ID, so the server replays what a drop
 * missed; each (re)connect refetches the board too, for what happened while the stream was closed.
 */
export function useDeskEvents(createSource: (url: string) => EventSource = browserSource) {
  const client = useQueryClient();
  const api = useApi();
  useEffect(() => {
    const source = createSource(DESK_EVENTS_URL);
    const refetch = () => void client.invalidateQueries({ queryKey: deskBoardKey });
    const onOrder = (event: Event) => {
      const id = orderIdOf(event);
      if (id === null) return refetch();
      fetchDeskOrder(api, id).then((order) => showOrder(client, api, order), refetch);
    };
    for (const type of EVENT_TYPES) source.addEventListener(type, onOrder);
    source.addEventListener('open', refetch);
    return () => source.close();
  }, [api, client, createSource]);
}
