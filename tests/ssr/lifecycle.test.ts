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
      if (req.url?.startsWith('/back/api/v1/categories')) return res.end(JSON.stringify({ success: true, data: [{ id: 1, name_tm: 'Çorbalar', name_ru: 'Супы', name_en: 'Soups', image: '/x.svg' }] }));
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

  it('renders pages from an external backend (API_ORIGIN)', async () => {
    server = await startServer({ API_ORIGIN: backendUrl, PAGE_CACHE_TTL_MS: '0' });
    const res = await fetch(`${server.url}/en/catalogue`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Soups');
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
    await stopServer(server);
  });

  it('refuses to start with a bad setting and names it', async () => {
    await expect(startServer({ PORT: 'not-a-port' })).rejects.toThrow(/PORT/);
  });
});
