import { parseShopEvent, type EventOf, type ShopEventType } from '../../shared/api/events';

/** The part of EventSource a listener needs (tests pass a stand-in). */
export interface EventSourceLike {
  addEventListener(type: string, listener: (message: MessageEvent) => void): void;
}

/**
 * Hears the named events of a stream, each read as the shared union's member (shared/api/events.ts),
 * with the message's SSE id ("" when it had none); a message that is not one (a newer server's, a broken line) is skipped.
 */
export function onShopEvents<T extends ShopEventType>(
  source: EventSourceLike,
  types: readonly T[],
  handle: (event: EventOf<T>, id: string) => void,
) {
  for (const type of types) {
    source.addEventListener(type, (message) => {
      const event = parseShopEvent(type, message.data);
      if (event) handle(event, message.lastEventId ?? '');
    });
  }
}
