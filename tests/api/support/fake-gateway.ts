import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake answers a request: a status (after a delay, with a Location), never, or when the test says. */
export type GatewayReply = { status: number; delayMs?: number; location?: string } | 'hang' | 'hold';

/**
 * A local stand-in for the SMS gateway on a loopback port. It records every body it receives,
 * answers as `reply` says, and counts its open connections (to prove none is left behind).
 */
export async function fakeGateway(initial: GatewayReply = { status: 200 }) {
  const received: { body: unknown; authorization?: string }[] = [];
  const held: http.ServerResponse[] = [];
  const state = { reply: initial };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      received.push({ body: JSON.parse(raw), authorization: req.headers.authorization });
      const reply = state.reply;
      if (reply === 'hang') return;
      if (reply === 'hold') return void held.push(res);
      const headers = { 'content-type': 'application/json', ...(reply.location ? { location: reply.location } : {}) };
      setTimeout(() => res.writeHead(reply.status, headers).end('{}'), reply.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${origin}/send`,
    origin,
    received,
    set reply(next: GatewayReply) {
      state.reply = next;
    },
    /** answers the requests held by 'hold' */
    release(status: number) {
      for (const res of held.splice(0)) res.writeHead(status).end('{}');
    },
    openConnections: () => new Promise<number>((resolve, reject) => server.getConnections((err, n) => (err ? reject(err) : resolve(n)))),
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type FakeGateway = Awaited<ReturnType<typeof fakeGateway>>;
