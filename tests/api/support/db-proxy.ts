import net from 'node:net';

export type ProxyMode = 'forward' | 'down' | 'blackhole';

/**
 * A loopback TCP hop between the app and PostgreSQL that a test can break: `down` resets every
 * connection (a stopped server), `blackhole` accepts and never answers (a dead network path).
 * Changing the mode drops the connections of the old one, as the real fault would.
 */
export async function startDbProxy(target: { host: string; port: number }) {
  let mode: ProxyMode = 'forward';
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    if (mode === 'down') return void client.destroy();
    if (mode === 'blackhole') return;
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    setMode(next: ProxyMode) {
      mode = next;
      for (const socket of sockets) socket.destroy();
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
