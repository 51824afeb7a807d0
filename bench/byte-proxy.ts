// A TCP proxy in front of the shop that counts the bytes each way: what went over the wire for a
// journey, the service worker's own fetches included (CDP's per-page counters miss those). It also reads
// each request's head, so the bytes can be told apart by what asked for them (bench/wire-breakdown.ts):
// Chromium sends one request at a time on a connection (no pipelining over HTTP/1.1), so what comes
// down a connection belongs to the last request sent on it.
import net from 'node:net';

/** One request as the proxy saw it, with the bytes of its request (up) and of its response (down). */
export interface WireRequest {
  method: string;
  path: string;
  /** Sec-Fetch-Dest: document, script, style, image, empty (a fetch: the page's or the worker's) … */
  dest: string;
  /** the worker's own script (Chromium sends `Service-Worker: script` for it) */
  workerScript: boolean;
  up: number;
  down: number;
}

const REQUEST_LINE = /^(GET|POST|HEAD|PUT|PATCH|DELETE|OPTIONS) (\S+) HTTP\/1\.[01]\r\n/;
const header = (head: string, name: string) => new RegExp(`\\r\\n${name}: *([^\\r\\n]*)`, 'i').exec(head)?.[1] ?? '';

export async function byteProxy(target: string) {
  const { hostname, port } = new URL(target);
  let down = 0;
  let up = 0;
  let requests: WireRequest[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(port), hostname);
    let current: WireRequest | undefined;
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.on('data', (chunk: Buffer) => {
      up += chunk.length;
      const head = chunk.subarray(0, 4096).toString('latin1');
      const line = REQUEST_LINE.exec(head);
      if (line) {
        current = {
          method: line[1],
          path: line[2],
          dest: header(head, 'Sec-Fetch-Dest'),
          workerScript: /script/i.test(header(head, 'Service-Worker')),
          up: 0,
          down: 0,
        };
        requests.push(current);
      }
      if (current) current.up += chunk.length;
    });
    upstream.on('data', (chunk: Buffer) => {
      down += chunk.length;
      if (current) current.down += chunk.length;
    });
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    /** bytes to the browser and from it since the last reset */
    counted: () => ({ down, up }),
    /** the requests since the last reset, in the order they were sent */
    requests: () => [...requests],
    reset: () => {
      down = up = 0;
      requests = [];
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
