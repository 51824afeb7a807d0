import type { Request, RequestHandler, Response } from 'express';
import type { ShopEvent } from '../../shared/api/events';
import type { EventBus, StoredEvent } from './bus';

export const HEARTBEAT_MS = 15_000;
export const RETRY_MS = 3_000;
// waiting longer for the bus to listen (a database reconnecting) would only hold the browser
const READY_WAIT_MS = 3_000;

export interface StreamOptions {
  heartbeatMs?: number;
  retryMs?: number;
  /** what this stream adds to a live event (the desk's: the order, server/events/desk-cards.ts); never rejects */
  attach?: StreamAttach;
  /**
   * the session the stream was opened for, checked again on each live event of this type (it ends the
   * stream when false) and, with `everyMs`, on a heartbeat once that long (by `now`, epoch ms) has passed
   * since the last check: a change whose event never reaches this process (SQLite's other process) holds too
   */
  recheck?: { on: ShopEvent['type']; stands: (req: Request) => Promise<boolean>; everyMs?: number; now?: () => number };
}

/** Decided per request as the stream opens: undefined adds nothing; the function's undefined sends the event as it is. */
export type StreamAttach = (req: Request) => ((event: StoredEvent) => Promise<Record<string, unknown> | undefined>) | undefined;

/** Which events a stream carries: decided per request (and may refuse it) before the stream opens. */
export type StreamScope = (req: Request) => Promise<(event: ShopEvent) => boolean>;

/** The desk's stream: every order. Mounted behind the staff guard: `router.get('/events', eventStream(deps.events, everyOrder))`. */
export const everyOrder: StreamScope = async () => () => true;

/**
 * A server-sent event stream of order events. Live events are held while the missed ones
 * (Last-Event-ID) are replayed from the table, then sent on; an id already sent is never sent
 * twice. `Cache-Control: no-transform` keeps compression (and proxies) from buffering it.
 */
export function eventStream(
  bus: EventBus,
  scope: StreamScope,
  { heartbeatMs = HEARTBEAT_MS, retryMs = RETRY_MS, attach, recheck }: StreamOptions = {},
): RequestHandler {
  return async (req, res) => {
    const wanted = await scope(req);
    const extra = attach?.(req);
    const resumeFrom = lastEventId(req);
    let sent = resumeFrom ?? 0;
    let held: StoredEvent[] | null = [];
    // events are written in id order, each after its extra (if any) was read
    let writing = Promise.resolve();
    const write = (event: StoredEvent, more?: Record<string, unknown>) => {
      if (res.writableEnded) return;
      res.write(`id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify({ ...present(event), ...more })}\n\n`);
    };
    // a replayed event goes bare: the desk refetches its whole board on every (re)connect anyway
    const clock = recheck?.now ?? Date.now;
    let checkedAt = clock();
    // one read per check and stream, before anything after it is written; a failed read ends it too
    const check = () => {
      checkedAt = clock();
      const stands = recheck!.stands(req).catch(() => false);
      writing = writing.then(() => stands).then((ok) => void (ok || res.end()));
    };
    const send = (event: StoredEvent, live = true) => {
      if (live && recheck?.on === event.type) check();
      if (event.id <= sent || !wanted(event)) return;
      sent = event.id;
      if (!extra && !recheck) return write(event);
      const more = live && extra ? extra(event).catch(() => undefined) : undefined;
      writing = writing.then(() => more).then((found) => write(event, found));
    };
    const unsubscribe = bus.subscribe(
      (event) => (held ? held.push(event) : send(event)),
      () => res.end(),
    );
    const heartbeat = setInterval(() => {
      // nothing before the stream has opened (the bus may still be getting ready), nothing after it ended
      if (!res.headersSent || res.writableEnded) return;
      res.write(': heartbeat\n\n');
      if (recheck?.everyMs !== undefined && clock() - checkedAt >= recheck.everyMs) check();
    }, heartbeatMs);
    heartbeat.unref();
    res.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
    });
    await Promise.race([bus.ready(), new Promise((resolve) => setTimeout(resolve, READY_WAIT_MS).unref())]);
    if (res.closed) return;

    openStream(res);
    res.write(`retry: ${retryMs}\n\n`);
    if (resumeFrom !== undefined) {
      // the table out of reach: end the stream, the browser comes back with the same id
      const missed = await bus.since(resumeFrom).catch(() => null);
      if (!missed) return void res.end();
      for (const event of missed) send(event, false);
    }
    const waiting = held;
    held = null;
    for (const event of waiting) send(event);
  };
}

function openStream(res: Response) {
  res.status(200).set({
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    // nginx and the like pass it through as it comes
    'X-Accel-Buffering': 'no',
  });
  res.flushHeaders();
}

/** What a browser sees of an event: the shared union itself, its id travelling as the SSE id. */
const present = ({ id: _id, ...event }: StoredEvent): ShopEvent => event;

// EventSource sends the header on its own reconnects; a page opening a new stream may pass ?last_event_id=
function lastEventId(req: Request): number | undefined {
  const raw = req.get('last-event-id') ?? (typeof req.query.last_event_id === 'string' ? req.query.last_event_id : undefined);
  if (raw === undefined || !/^\d{1,15}$/.test(raw.trim())) return undefined;
  return Number(raw.trim());
}
