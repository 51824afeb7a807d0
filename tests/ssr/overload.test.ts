import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { createApp } from '../../server/app';
import { createLogger } from '../../server/logger';
import { seedIfEmpty } from '../../server/db/seed';
import type { Database } from '../../server/db/connection';
import { productionRenderer } from '../../server/ssr/renderer';
import { createTestDatabase } from '../helpers/database';

// The production storefront with an injected event-loop delay: what the server does when it lags.
let database: Database;
let server: Server;
let url: string;
let delay: () => number = () => 0;

beforeAll(async () => {
  database = await createTestDatabase('sqlite');
  await seedIfEmpty(database);
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', PAGE_CACHE_TTL_MS: '0' });
  const app = createApp({ config, database, logger: createLogger(config), renderer: productionRenderer(), eventLoopDelay: () => delay() });
  server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  await database.close();
});

describe('a lagging server', () => {
  it('refuses pages and the API with 503 and Retry-After, and still answers /healthz and /readyz', async () => {
    delay = () => 1000;
    const page = await fetch(`${url}/en/catalogue`);
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe('5');
    expect(await page.text()).toContain('We are very busy right now');
    const api = await fetch(`${url}/back/api/v1/categories`, { headers: { 'Accept-Language': 'tk' } });
    expect(api.status).toBe(503);
    expect(api.headers.get('retry-after')).toBe('5');
    expect(await api.json()).toMatchObject({ error: 'overloaded', message: expect.stringContaining('sekuntdan') });
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
  });

  it('still answers /sitemap.xml, read in process, instead of a 500 from a shed loopback read', async () => {
    delay = () => 1000;
    const sitemap = await fetch(`${url}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(await sitemap.text()).toMatch(/<loc>[^<]*\/en\/products\/\d+<\/loc>/);
  });

  it('never sheds static files: the scripts and pictures of a first visit arrive', async () => {
    delay = () => 0;
    const html = await (await fetch(`${url}/en/`)).text();
    // the entry and its modules are named by the page's start (027-first-page-start-decides.md)
    const script = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    delay = () => 1000;
    for (const path of [script!, '/favicon.svg', '/healthz', '/readyz']) {
      const res = await fetch(`${url}${path}`);
      expect([path, res.status]).toEqual([path, 200]);
    }
  });

  it('a storefront route whose backend call is shed answers 503 with Retry-After, not the bare status', async () => {
    delay = () => 1000;
    const host = new URL(url).host;
    const res = await fetch(`${url}/api/auth/verify`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: url, Host: host, 'Accept-Language': 'en' },
      body: JSON.stringify({ phone: '+99365000000', otp: '12345' }),
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toMatchObject({ success: false, error: 'overloaded' });
  });

  it('finishes a page it admitted even when the loop starts lagging during its API calls', async () => {
    let calls = 0;
    delay = () => (calls++ === 0 ? 0 : 1000); // the page gate sees a calm loop; everything after, a lagging one
    const page = await fetch(`${url}/en/catalogue`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Soups');
    // its reads are answered in process (server/api/reads.ts): nothing left to shed half-way
    expect(calls).toBe(1);
  });
});

describe('an external backend that sheds', () => {
  it('turns its 503 into the busy page with Retry-After on /sitemap.xml, never a 500', async () => {
    const backend = http.createServer((_req, res) => {
      res.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '5' });
      res.end(JSON.stringify({ success: false, error: 'overloaded', message: 'busy' }));
    });
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
    const apiOrigin = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
    const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', API_ORIGIN: apiOrigin });
    const app = createApp({ config, database, logger: createLogger(config), renderer: productionRenderer() });
    try {
      const res = await request(app).get('/sitemap.xml');
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.type).toBe('text/html');
    } finally {
      backend.close();
    }
  });
});
