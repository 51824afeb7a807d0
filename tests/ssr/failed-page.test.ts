import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createLogger } from '../../server/logger';
import type { Database } from '../../server/db/connection';
import type { EntryServer, Renderer } from '../../server/ssr/renderer';
import { createTestDatabase } from '../helpers/database';

// The real router and pages (from source), over a database that is closed half-way: the page a
// shopper then gets names the request, and the log line with that id names the cause.

type Line = Record<string, unknown> & { req?: { id?: string }; err?: { message?: string; stack?: string } };

describe('a page whose data fails', () => {
  let database: Database;
  let server: Server;
  let base: string;
  const lines: Line[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('sqlite', { seed: true });
    const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'info', PAGE_CACHE_TTL_MS: '0' });
    const destination = new Writable({
      write(chunk, _enc, done) {
        for (const raw of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(raw));
        done();
      },
    });
    const renderer: Renderer = {
      buildInfo: { id: 'test', timestamp: 0 },
      assets: { scripts: [], styles: [], preloads: [] },
      deskAssets: { scripts: [], styles: [], preloads: [] },
      middleware: [(_req, _res, next) => next()],
      load: () => import('../../client/entry-server') as Promise<EntryServer>,
    };
    const app = createApp({ config, database, logger: createLogger(config, destination), renderer });
    server = await new Promise((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    await database.close().catch(() => undefined);
  });

  it('a page that renders names no request', async () => {
    const res = await fetch(`${base}/en/contacts`, { headers: { 'X-Request-Id': 'req-fine-1' } });
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).not.toContain('req-fine-1');
  });

  it('the 500 page shows the request id; its log lines carry that id and the cause with its stack', async () => {
    await database.close();
    const res = await fetch(`${base}/en/catalogue`, { headers: { 'X-Request-Id': 'req-down-2' } });
    const html = await res.text();
    expect(res.status).toBe(500);
    expect(html).toContain('<p class="error-page__request">Request id for support: req-down-2</p>');
    expect(html).toContain('"requestId":"req-down-2"'); // hydration renders the same line
    await expect.poll(() => lines.some((l) => l.req?.id === 'req-down-2' && l.msg === 'GET /en/catalogue 500')).toBe(true);
    const mine = lines.filter((l) => l.req?.id === 'req-down-2');
    const cause = mine.find((l) => l.msg === 'render error');
    expect(cause?.err?.stack).toMatch(/^ApiError: .+\n\s+at /);
    // the page's own request line names that cause, not "failed with status code 500"
    expect(mine.find((l) => l.msg === 'GET /en/catalogue 500')?.err?.message).toBe(cause?.err?.message);
    // the API calls the page made share the id (forwarded), and their error lines name the database
    expect(mine.filter((l) => l.msg === 'unhandled error in API').length).toBeGreaterThan(0);
  });
});
