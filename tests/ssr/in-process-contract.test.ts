import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, API_PREFIX, type ApiFetch } from '../../shared/api/client';
import { locales } from '../../shared/locale';
import type { Database } from '../../server/db/connection';
import { createLogger } from '../../server/logger';
import { loadConfig } from '../../server/config';
import { createContentCache } from '../../server/api/index';
import { createPublicReads, inProcessFetch } from '../../server/api/reads';
import { publicReadTable } from '../../server/api/public-reads';
import { insertZone } from '../../server/api/zones/repo';
import { homeMenuQuery } from '../../client/features/catalogue/api/categories';
import { createTestApp } from '../helpers/app';
import { pageQueries, rawPaths } from '../helpers/page-reads';
import { createTestDatabase, testDatabases } from '../helpers/database';

interface Answer {
  url: string;
  status: number;
  body: unknown;
}

/** A fetch that notes every answer it gives the API client (status and parsed body). */
function recording(doFetch: ApiFetch, answers: Answer[]): ApiFetch {
  return async (input, init) => {
    const res = await doFetch(input, init);
    const body = await res.json();
    answers.push({ url: input.replace(/^https?:\/\/[^/]+/, ''), status: res.status, body });
    return { status: res.status, ok: res.ok, json: async () => body };
  };
}

describe.each(testDatabases())('the server render reads the embedded backend in process: the same answers as over HTTP (%s)', (dialect) => {
  let database: Database;
  let server: Server;
  let origin: string;
  let inProcess: ApiFetch;

  beforeAll(async () => {
    database = await createTestDatabase(dialect, { seed: true });
    // a delivery zone with a polygon's points rounded on the way out (publicZone), as the desk draws one
    await insertZone(
      database.db,
      {
        name: 'Centre',
        fee: 1500,
        minimum: 5000,
        estimate: 45,
        polygon: [
          [37.9601234567, 58.3261234567],
          [37.97, 58.33],
          [37.95, 58.34],
        ],
      },
      new Date(),
    );
    const app = createTestApp(database);
    server = await new Promise((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const logger = createLogger(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }));
    // a fallback that fails the test: every query below must be answered in process
    inProcess = inProcessFetch(
      createPublicReads(
        { database, logger, hours: loadConfig({ NODE_ENV: 'test' }).public.hours, now: () => new Date() },
        createContentCache({ database, now: () => new Date() }),
      ),
      () => {
        throw new Error('went over HTTP');
      },
    );
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    await database.close();
  });

  it.each(locales)('every query of the pages answers the same status and JSON in %s', async (locale) => {
    const viaHttp: Answer[] = [];
    const viaProcess: Answer[] = [];
    const http = createApiClient({ baseUrl: origin, locale, fetch: recording(fetch, viaHttp) });
    const local = createApiClient({ baseUrl: origin, locale, fetch: recording(inProcess, viaProcess) });
    const settle = (p: Promise<unknown>) =>
      p.then(
        (data) => ({ data }),
        (err: { status?: number; code?: string }) => ({ status: err.status, code: err.code }),
      );
    for (const [a, b] of pageQueries(http).map((q, i) => [q, pageQueries(local)[i]] as const)) {
      expect(await settle(b.queryFn!({} as never) as Promise<unknown>)).toEqual(await settle(a.queryFn!({} as never) as Promise<unknown>));
    }
    expect(viaProcess.length).toBeGreaterThanOrEqual(pageQueries(http).length);
    expect(viaProcess).toEqual(viaHttp);
  });

  it('refusals and odd parameters get the same status and localized JSON', async () => {
    let compared = 0;
    for (const path of rawPaths) {
      for (const language of ['tk', 'en', 'ru']) {
        const init = { headers: { Accept: 'application/json', 'Accept-Language': language } };
        const overHttp = await fetch(`${origin}${API_PREFIX}${path}`, init);
        const local = await inProcess(`${origin}${API_PREFIX}${path}`, init);
        compared++;
        expect({ path, status: local.status, ok: local.ok, body: await local.json() }).toEqual({
          path,
          status: overHttp.status,
          ok: overHttp.ok,
          body: await overHttp.json(),
        });
      }
    }
    expect(compared).toBe(rawPaths.length * 3);
  });

  it('every read the API declares public is answered in process, as over HTTP', async () => {
    const table = publicReadTable(
      { database, hours: loadConfig({ NODE_ENV: 'test' }).public.hours, now: () => new Date() },
      createContentCache({ database, now: () => new Date() }),
    );
    const examples: Record<string, string> = { ':id': '1', ':slug': 'about-us' };
    const paths = table.map((read) => read.path.replace(/:[a-z]+/g, (param) => examples[param]));
    expect(paths).toEqual(
      expect.arrayContaining(['/categories', '/products/1', '/pages/about-us', '/pupup-slider', '/zones', '/shop/status']),
    );
    for (const path of paths) {
      const init = { headers: { Accept: 'application/json', 'Accept-Language': 'en' } };
      const overHttp = await fetch(`${origin}${API_PREFIX}${path}`, init);
      const local = await inProcess(`${origin}${API_PREFIX}${path}`, init);
      expect({ path, status: local.status, body: await local.json() }).toEqual({ path, status: 200, body: await overHttp.json() });
    }
  });

  it('a path segment that is no UTF-8 is left to the HTTP route (its 400), not answered in process as a 500', async () => {
    const logger = createLogger(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }));
    const reads = createPublicReads(
      { database, logger, hours: loadConfig({ NODE_ENV: 'test' }).public.hours, now: () => new Date() },
      createContentCache({ database, now: () => new Date() }),
    );
    const leftToHttp: string[] = [];
    const local = inProcessFetch(reads, (input, init) => {
      leftToHttp.push(input);
      return fetch(input, init);
    });
    for (const path of ['/pages/%E0%A4', '/products/%C0']) {
      const res = await local(`${origin}${API_PREFIX}${path}`, { headers: { Accept: 'application/json' } });
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
    }
    expect(leftToHttp).toHaveLength(2);
  });

  it('the dehydrated home menu carries one language and the first dishes of each category only', async () => {
    const answers: Answer[] = [];
    const api = createApiClient({ baseUrl: origin, locale: 'en', fetch: recording(inProcess, answers) });
    const { data } = await homeMenuQuery(api).queryFn!({} as never);
    const text = JSON.stringify(data);
    expect(text).toContain('"name_en":"Plov"');
    expect(text).not.toMatch(/name_ru|name_tm|description_ru|description_tm|Плов|Palow/);
    expect(data.length).toBeGreaterThan(0);
    for (const category of data) expect(category.products!.length).toBeLessThanOrEqual(4);
  });
});
