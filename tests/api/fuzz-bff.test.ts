import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../shared/session';
import { accountsApp, signUp, type AccountsContext } from './support/accounts';
import { ODD_SEGMENTS, rawRequest } from './support/hostile';
import { hostileBody, UNDECODABLE } from '../helpers/hostile-bodies';
import { judge } from '../helpers/localized-refusal';
import { testDatabases } from '../helpers/database';

// The storefront's own /api routes under hostile input: never a 5xx, every refusal localized.
// `npm test` runs a small sample; FUZZ_RUNS=1000 runs that many per route.
const RUNS = Number(process.env.FUZZ_RUNS) || 60;
const SEED = Number(process.env.FUZZ_SEED) || Date.now() % 2_147_483_647;
const TIMEOUT = 20_000 + RUNS * 40;

const HOST = 'shop.example.tm';
const LANGUAGES = ['tm', 'ru', 'en', 'ru-RU,ru;q=0.9', '*', '', 'xx', ';q=', 'en;q=NaN'];
const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/json; charset=bogus',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/vnd.api+json',
  '',
];

const ADDRESS_FIELDS = ['id', 'address', 'apartment', 'entrance', 'floor', 'comment', 'latitude', 'longitude'];
const VERIFY_FIELDS = ['phone', 'otp'];

interface Call {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

describe.each(testDatabases())('storefront /api under hostile input (%s)', (dialect) => {
  let ctx: AccountsContext;
  let server: http.Server;
  let port: number;
  let token: string;
  // a fresh connection per call: an answer sent before the body is read may close its socket
  const agent = new http.Agent({ keepAlive: false });

  beforeAll(async () => {
    ctx = await accountsApp(dialect);
    server = http.createServer(ctx.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    ({ token } = await signUp(ctx));
    await request(server).post('/api/users/address-upsert').set('Authorization', `Bearer ${token}`).send({ address: 'Saved' });
  });
  afterAll(async () => {
    agent.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await ctx.close();
  });

  /** The ways a client may (or may not) be signed in; logout only ever gets a throwaway session. */
  const credentials = (live: string) =>
    fc.constantFrom<Record<string, string>>(
      {},
      { cookie: `${SESSION_COOKIE}=${live}`, origin: `https://${HOST}` },
      { cookie: `${SESSION_COOKIE}=${live}`, origin: 'https://evil.example' },
      { cookie: `${SESSION_COOKIE}=${live}`, 'sec-fetch-site': 'same-origin' },
      { cookie: `${SESSION_COOKIE}=j:{"a":1}`, origin: `https://${HOST}` },
      { authorization: `Bearer ${live}` },
      { authorization: 'Bearer not-a-session' },
      { authorization: `Bearer ${live}`, cookie: `${SESSION_COOKIE}=${live}`, origin: 'https://evil.example' },
      { authorization: 'Basic Zm9vOmJhcg==' },
    );

  const call = (method: fc.Arbitrary<string>, path: fc.Arbitrary<string>, fields: string[], live: () => string) =>
    fc
      .record({
        method,
        path,
        body: hostileBody(fields),
        credentials: credentials(live()),
        contentType: fc.constantFrom(...CONTENT_TYPES),
        language: fc.constantFrom(...LANGUAGES),
      })
      .map(({ method, path, body, credentials, contentType, language }): Call => ({
        method,
        path,
        body,
        headers: {
          host: HOST,
          ...credentials,
          ...(contentType ? { 'content-type': contentType } : {}),
          ...(language ? { 'accept-language': language } : {}),
        },
      }));

  /** Sends every generated call; returns the ones that broke the rule, so a run reports all of them at once. */
  async function broken(calls: fc.Arbitrary<Call>): Promise<string[]> {
    const failures: string[] = [];
    let serverErrors = 0;
    await fc.assert(
      fc.asyncProperty(calls, async (c) => {
        const res = await rawRequest(port, agent, c.method, c.path, c.headers, c.method === 'GET' ? undefined : c.body);
        const problem = judge(res, c.headers['accept-language']);
        if (res.status >= 500) serverErrors += 1;
        if (problem)
          failures.push(`${problem}: ${c.method} ${c.path.slice(0, 80)} ${JSON.stringify(c.headers)} ${String(c.body).slice(0, 80)}`);
      }),
      { numRuns: RUNS, seed: SEED },
    );
    if (failures.length)
      console.warn(
        `${failures.length} of ${RUNS} calls broke the rule, ${serverErrors} of them with a 5xx:\n${failures.slice(0, 5).join('\n')}`,
      );
    return failures;
  }

  it(
    `POST /api/users/address-upsert: ${RUNS} hostile calls, no 5xx (seed ${SEED})`,
    async () => {
      expect(await broken(call(fc.constant('POST'), fc.constant('/api/users/address-upsert'), ADDRESS_FIELDS, () => token))).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    `POST /api/users/address-remove/{id}: ${RUNS} hostile calls, no 5xx (seed ${SEED})`,
    async () => {
      const segment = fc.oneof(
        fc.constantFrom(...ODD_SEGMENTS),
        fc.constantFrom(...UNDECODABLE),
        fc.constantFrom('1', '2147483647', '2147483648', '9007199254740993', 'a'.repeat(5_000)),
      );
      expect(
        await broken(
          call(
            fc.constant('POST'),
            segment.map((s) => `/api/users/address-remove/${s}`),
            [],
            () => token,
          ),
        ),
      ).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    `POST /api/auth/verify: ${RUNS} hostile calls, no 5xx and no cookie (seed ${SEED})`,
    async () => {
      expect(await broken(call(fc.constant('POST'), fc.constant('/api/auth/verify'), VERIFY_FIELDS, () => token))).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    `POST /api/auth/logout: ${RUNS} hostile calls, no 5xx (seed ${SEED})`,
    async () => {
      const { token: throwaway } = await signUp(ctx);
      expect(await broken(call(fc.constant('POST'), fc.constant('/api/auth/logout'), [], () => throwaway))).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    `any method at any /api path: ${RUNS} hostile calls, no 5xx (seed ${SEED})`,
    async () => {
      const method = fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS');
      const segment = fc.oneof(
        fc.constantFrom(...ODD_SEGMENTS),
        fc.constantFrom(...UNDECODABLE, 'users', 'auth', 'address-upsert', 'address-remove', 'verify', 'logout'),
      );
      const path = fc.array(segment, { minLength: 1, maxLength: 3 }).map((segments) => `/api/${segments.join('/')}`);
      expect(await broken(call(method, path, [...ADDRESS_FIELDS, ...VERIFY_FIELDS], () => token))).toEqual([]);
    },
    TIMEOUT,
  );
});
