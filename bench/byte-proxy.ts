// A TCP proxy in front of the shop that counts the bytes each way: what went over the wire for a
// journey, the service worker's own fetches included (CDP's per-page counters miss those).
import net from 'node:net';

export async function byteProxy(target: string) {
  const { hostname, port } = new URL(target);
  let down = 0;
  let up = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(port), hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.on('data', (chunk) => void (up += chunk.length));
    upstream.on('data', (chunk) => void (down += chunk.length));
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    /** bytes to the browser and from it since the last reset */
    counted: () => ({ down, up }),
    reset: () => void (down = up = 0),
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
