import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, stopServer, type RunningServer } from '../e2e/server';

// A stand-in external backend (API_ORIGIN) that answers slowly, so a page render is still in flight.
let backend: http.Server;
let backendUrl: string;
const DELAY_MS = 1500;

beforeAll(async () => {
  backend = http.createServer((req, res) => {
    setTimeout(() => {
      res.setHeader('Content-Type', 'application/json');
      if (req.url?.startsWith('/back/api/v1/categories'))
        return res.end(
          JSON.stringify({ success: true, data: [{ id: 1, name_tm: 'Çorbalar', name_ru: 'Супы', name_en: 'Soups', image: '/x.svg' }] }),
        );
      if (req.url?.startsWith('/back/api/v1/pages')) return res.end(JSON.stringify({ success: true, data: [] }));
      res.statusCode = 404;
      res.end(JSON.stringify({ success: false, error: 'not_found', message: 'Not found' }));
    }, DELAY_MS);
  });
  await new Promise<void>((r) => backend.listen(0, '127.0.0.1', r));
  backendUrl = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => backend.close(r)));

describe('the production server process', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ API_ORIGIN: backendUrl, PAGE_CACHE_TTL_MS: '0' });
  });
  afterAll(() => stopServer(server));

  it('renders pages from an external backend (API_ORIGIN)', async () => {
    const res = await fetch(`${server.url}/en/catalogue`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Soups');
  });

  it('writes one JSON line per request with id, method, path, status and duration', async () => {
    const res = await fetch(`${server.url}/en/catalogue?search=secret`, {
      headers: { 'X-Request-Id': 'req-42', Cookie: 'session=abc123secret' },
    });
    await res.text(); // the line is written when the response has finished
    const readLines = () =>
      fs
        .readFileSync(server.logFile, 'utf8')
        .split('\n')
        .filter((l) => l.includes('"req-42"'));
    await expect.poll(() => readLines().some((l) => l.includes('"path":"/en/catalogue"'))).toBe(true);
    const lines = readLines();
    const page = lines.map((l) => JSON.parse(l)).find((entry) => entry.req?.path === '/en/catalogue');
    expect(page).toMatchObject({ req: { id: 'req-42', method: 'GET', path: '/en/catalogue' }, res: { status: 200 } });
    expect(typeof page.duration).toBe('number');
    expect(lines.join('\n')).not.toMatch(/abc123secret|search=secret/);
  });

  it('bounds a render with its timer: a backend that is too slow gives the 500 page, not a hang', async () => {
    const slow = await startServer({ API_ORIGIN: backendUrl, PAGE_CACHE_TTL_MS: '0', RENDER_TIMEOUT_MS: '300' });
    try {
      const started = Date.now();
      const res = await fetch(`${slow.url}/en/catalogue`);
      expect(res.status).toBe(500);
      expect(await res.text()).toContain('Internal Server Error');
      expect(Date.now() - started).toBeLessThan(DELAY_MS);
    } finally {
      await stopServer(slow);
    }
  });

  it('refuses to start with a bad setting and names it', async () => {
    await expect(startServer({ PORT: 'not-a-port' })).rejects.toThrow(/PORT/);
  });
  it('drains on SIGTERM: the request in flight finishes, then the process exits', async () => {
    const started = Date.now();
    const inFlight = fetch(`${server.url}/en/catalogue`).then(async (r) => ({ status: r.status, body: await r.text() }));
    await new Promise((r) => setTimeout(r, 300));
    const exited = new Promise<number | null>((resolve) => server.process.once('exit', (code) => resolve(code)));
    server.process.kill('SIGTERM');
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(response.body).toContain('</html>');
    expect(await exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  });
});

/** One GET through `agent`, saying whether it went over a socket the agent already had open. */
function get(agent: http.Agent, url: string) {
  return new Promise<{ status: number; connection?: string; reused: boolean; body: string }>((resolve, reject) => {
    const req = http.get(url, { agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, reused: req.reusedSocket, body }));
    });
    req.on('error', reject);
  });
}

describe('a drain behind a balancer (DRAIN_DELAY_MS)', () => {
  it('answers /readyz 503 while still listening, and serves a request on an open keep-alive connection with Connection: close', async () => {
    const server = await startServer({ DRAIN_DELAY_MS: '4000' }); // long enough for a loaded CI machine
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect((await get(agent, `${server.url}/readyz`)).status).toBe(200); // leaves one idle keep-alive socket
      const exited = new Promise<number | null>((resolve) => server.process.once('exit', (code) => resolve(code)));
      server.process.kill('SIGTERM');
      const readyz = () =>
        fetch(`${server.url}/readyz`).then(
          (r) => r.status,
          (e: Error) => `refused: ${String((e.cause as Error)?.message ?? e)}`,
        );
      await expect.poll(readyz, { timeout: 3000, interval: 20 }).toBe(503);
      const page = await get(agent, `${server.url}/en`);
      expect(page).toMatchObject({ status: 200, connection: 'close', reused: true });
      expect(page.body).toContain('</html>');
      expect(await exited).toBe(0);
      await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    } finally {
      agent.destroy();
      await stopServer(server);
    }
  });
});
