import request from 'supertest';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createLogger } from '../../server/logger';
import type { Database } from '../../server/db/connection';
import type { Renderer } from '../../server/ssr/renderer';
import { API, testClock } from './support/accounts';
import { createTestDatabase, testDatabases } from '../helpers/database';
import { content, FULL_PHONE, HOST, lineSink, PHONE, type Line } from '../helpers/log-lines';

// A failure, produced by a dependency that fails: the SMS gateway throws, the renderer throws, the
// database is closed. Each error line names its request and cause; the shopper sees the same id.
describe.each(testDatabases())('a failure in the log and in front of the shopper (%s)', (dialect) => {
  let database: Database;
  let app: Express;
  const lines: Line[] = [];
  const linesOf = (id: string) => lines.filter((l) => (l.req as { id?: string } | undefined)?.id === id);

  beforeAll(async () => {
    database = await createTestDatabase(dialect, { seed: true });
    const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'info', PUBLIC_URL: `https://${HOST}` });
    const destination = lineSink(lines);
    const sms = { send: async (phone: string) => Promise.reject(new Error(`SMS gateway turned away +993${phone}`)) };
    const renderer: Renderer = {
      buildInfo: { id: 'test', timestamp: 0 },
      assets: { scripts: [], styles: [], preloads: [] },
      deskAssets: { scripts: [], styles: [], preloads: [] },
      middleware: [(_req, _res, next) => next()],
      load: () => Promise.reject(new Error('page renderer fell over')),
    };
    app = createApp({ config, database, logger: createLogger(config, destination), renderer, sms, now: testClock().now });
  });
  afterAll(() => database.close().catch(() => undefined));

  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

  it('an API failure: the JSON 500 and its log line carry one request id, the line the cause and its stack', async () => {
    const res = await request(app)
      .post(`${API}/register`)
      .set('X-Request-Id', 'req-sms-1')
      .set('Accept-Language', 'en')
      .send({ name: 'Merjen', surname: 'Ataýewa', phone: PHONE, email: 'm@example.tm' });
    await settle();
    expect(res.status).toBe(500);
    expect(res.body).toMatchObject({ success: false, error: 'internal_error', request_id: 'req-sms-1' });
    const failure = lines.find((l) => l.msg === 'unhandled error in API');
    expect(failure?.req).toMatchObject({ id: 'req-sms-1' });
    expect((failure?.err as { stack?: string }).stack).toMatch(/^Error: SMS gateway turned away \+993\*{6}33\n\s+at /);
    // the request's own line names the cause too, not pino-http's "failed with status code 500"
    expect(linesOf('req-sms-1').find((l) => l.msg === `POST ${API}/register 500`)?.err).toMatchObject({
      message: 'SMS gateway turned away +993******33',
    });
    expect(lines.filter((l) => FULL_PHONE.test(content(l))).map(content)).toEqual([]);
  });

  it('a page that cannot render: the 500 page shows the request id of its log line, which has the cause', async () => {
    const res = await request(app).get('/en/catalogue').set('X-Request-Id', 'req-page-2');
    await settle();
    expect(res.status).toBe(500);
    expect(res.text).toContain('<p>Request id for support: req-page-2</p>');
    const failure = linesOf('req-page-2').find((l) => l.msg === 'render failed');
    expect((failure?.err as { stack?: string }).stack).toMatch(/^Error: page renderer fell over\n\s+at /);
    expect(linesOf('req-page-2').find((l) => l.msg === 'GET /en/catalogue 500')?.err).toMatchObject({ message: 'page renderer fell over' });
  });

  it('a route that throws (the database closed under the sitemap): the last handler logs id and cause, the page shows the id', async () => {
    await database.close();
    const res = await request(app).get('/sitemap.xml').set('X-Request-Id', 'req-map-3');
    await settle();
    expect(res.status).toBe(500);
    expect(res.text).toContain('req-map-3');
    const failure = linesOf('req-map-3').find((l) => l.msg === 'unhandled error');
    expect((failure?.err as { stack?: string }).stack).toMatch(/\n\s+at /);
    // every error line of the whole file names its request
    const errors = lines.filter((l) => Number(l.level) >= 50);
    expect(errors.length).toBeGreaterThanOrEqual(6);
    expect(errors.filter((l) => typeof (l.req as { id?: string } | undefined)?.id !== 'string').map(content)).toEqual([]);
  });
});
