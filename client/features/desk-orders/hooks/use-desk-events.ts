import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { API_PREFIX, buildQuery, type ApiClient } from '../../../../shared/api/client';
import { DESK_EVENTS_LOCALE, ORDER_EVENTS, deskOrderOf } from '../../../../shared/api/events';
import { onShopEvents } from '../../../browser/shop-events';
import { useApi } from '../../../app-context';
import type { DeskOrder } from '../../../../shared/api/desk';
import { deskBoardKey, fetchDeskOrder, showOrder } from '../api/board';
import { eventLogOf, sseId } from '../event-log';

export const DESK_EVENTS_URL = `${API_PREFIX}/desk/events`;

const browserSource = (url: string) => new EventSource(url);

/** The desk's stream in the desk's language, which the orders its events carry are named in (EventSource sends no Accept-Language of ours). */
export const deskEventsUrl = (api: ApiClient) => `${DESK_EVENTS_URL}${buildQuery({ [DESK_EVENTS_LOCALE]: api.locale })}`;

/**
 * The board's live feed. An event that carries its order puts it in place at once (the other cards
 * stay as they were); one that does not (the server could not read it) asks for its one order; an
 * order that cannot be read refetches the board (a message that is no known event is skipped).
 * EventSource reconnects by itself and sends Last-Event-ID, so the server replays what a drop
 * missed; each (re)connect refetches the board too, for what happened while the stream was closed.
 * Every order shown from an event is kept with the event's id, for a board answer that was read
 * before the event and arrives after it (deskBoardQuery puts those after its last_event_id on again).
 */
export function useDeskEvents(createSource: (url: string) => EventSource = browserSource) {
  const client = useQueryClient();
  const api = useApi();
  useEffect(() => {
    const source = createSource(deskEventsUrl(api));
    const refetch = () => void client.invalidateQueries({ queryKey: deskBoardKey });
    const log = eventLogOf(client);
    // kept with its id, so a board answer read before this event puts it on again (event-log.ts)
    const show = (id: number | null, order: DeskOrder) => {
      if (id !== null) log.add(id, api.locale, order);
      showOrder(client, api, order);
    };
    onShopEvents(source, ORDER_EVENTS, (event, raw) => {
      const id = sseId(raw);
      const order = deskOrderOf(event);
      if (order) return show(id, order);
      fetchDeskOrder(api, event.order_id).then((read) => show(id, read), refetch);
    });
    source.addEventListener('open', refetch);
    return () => source.close();
  }, [api, client, createSource]);
}
