import http from 'node:http';
import request from 'supertest';
import { expect } from 'vitest';
import { API } from '../../helpers/app';
import { accountsApp, addProduct } from './accounts';
import type { Dialect } from '../../../server/db/connection';
import { describeFixture } from '../../helpers/fixture';
import type { AddressInfo } from 'node:net';
import type { RequestListener } from 'node:http';

export interface SseMessage {
  id?: string;
  event?: string;
  data?: string;
  retry?: string;
  comment?: string;
}

/** Serves the app on a loopback port (SSE needs a real socket to stream on). */
export async function listen(app: RequestListener) {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * An event stream read as the browser's EventSource would: messages (and comments) as they arrive.
 * `next` waits for the first message matching, up to a deadline, and fails saying what did come.
 */
export async function openStream(url: string, headers: Record<string, string> = {}) {
  const abort = new AbortController();
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
  const messages: SseMessage[] = [];
  const waiters: { match: (m: SseMessage) => boolean; resolve: (m: SseMessage) => void }[] = [];
  let ended = false;
  const reading = (async () => {
    if (!res.body || res.status !== 200) return;
    const decoder = new TextDecoder();
    let buffer = '';
    const reader = res.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const message = parse(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          messages.push(message);
          for (const w of waiters.filter((x) => x.match(message))) {
            waiters.splice(waiters.indexOf(w), 1);
            w.resolve(message);
          }
        }
      }
    } catch {
      // aborted by close()
    }
    ended = true;
  })();
  return {
    res,
    messages,
    get ended() {
      return ended;
    },
    events: () => messages.filter((m) => m.data !== undefined).map((m) => ({ id: Number(m.id), type: m.event, ...JSON.parse(m.data!) })),
    next(match: (m: SseMessage) => boolean, timeoutMs = 2000): Promise<SseMessage> {
      const seen = messages.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no matching event in ${timeoutMs} ms; got ${JSON.stringify(messages)}`)),
          timeoutMs,
        );
        waiters.push({
          match,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      });
    },
    /** resolves when the server ends the stream */
    finished: reading,
    close() {
      abort.abort();
      return reading;
    },
  };
}

function parse(block: string): SseMessage {
  const message: SseMessage = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) message.comment = line.slice(1).trim();
    const at = line.indexOf(':');
    if (at <= 0) continue;
    const field = line.slice(0, at) as 'id' | 'event' | 'data' | 'retry';
    const value = line.slice(at + 1).replace(/^ /, '');
    message[field] = message[field] === undefined || field !== 'data' ? value : `${message[field]}\n${value}`;
  }
  return message;
}

/** Resolves when the stream has opened (its first message, the retry hint). */
export const opened = (stream: Awaited<ReturnType<typeof openStream>>) => stream.next((m) => m.retry !== undefined);

export const eventOf = (type: string, orderId: number) => (m: SseMessage) =>
  m.event === type && m.data !== undefined && JSON.parse(m.data).order_id === orderId;

let guestOrders = 0;
/** A guest order of one dish through the API (a fresh idempotency key each), with its id and tracking token. */
export async function placeGuestOrder(app: Parameters<typeof request>[0], productId: number) {
  const res = await request(app)
    .post(`${API}/orders-web`)
    .set('Idempotency-Key', `guest-order-${++guestOrders}-${Math.random().toString(36).slice(2)}`)
    .send({
      name: 'Myrat',
      phone: '61234567',
      address: 'Magtymguly 12',
      payment_method: 'cash',
      delivery_time: 'asap',
      items: [{ product_id: productId, quantity: 1 }],
    });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body.data.id as number, token: /\/track\/(.+)$/.exec(res.body.data.tracking_url)![1] };
}

/**
 * The stream tests' shop, set up around a describe: the app on a loopback port, open all day, one dish
 * (palow, 45.00). Read its fields inside the tests (they are set in beforeAll).
 */
export function streamShop(dialect: Dialect) {
  return describeFixture(async () => {
    const ctx = await accountsApp(dialect, { SHOP_OPENS: '00:00', SHOP_CLOSES: '23:59' });
    const palow = await addProduct(ctx.db, 4500);
    const server = await listen(ctx.app);
    return { ctx, palow, server, stop: server.close };
  });
}
