import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { negotiateLocale } from '../../shared/locale';
import { SESSION_COOKIE } from '../../shared/session';
import tmMessages from '../../locales/api/tm.json';
import ruMessages from '../../locales/api/ru.json';
import enMessages from '../../locales/api/en.json';
import { accountsApp, signUp, type AccountsContext } from './support/accounts';
import {
  deepArray,
  deepObject,
  hostileNumber,
  hostileObject,
  NAUGHTY,
  naughtyString,
  ODD_SEGMENTS,
  rawObject,
  rawRequest,
  tooLong,
  type RawResponse,
} from './support/hostile';
import { testDatabases } from '../helpers/database';

// The storefront's own /api routes under hostile input: never a 5xx, every refusal localized.
// `npm test` runs a small sample; FUZZ_RUNS=1000 runs that many per route.
const RUNS = Number(process.env.FUZZ_RUNS) || 60;
const SEED = Number(process.env.FUZZ_SEED) || Date.now() % 2_147_483_647;
const TIMEOUT = 20_000 + RUNS * 40;

const HOST = 'shop.example.tm';
const MESSAGES = { tm: tmMessages.errors, ru: ruMessages.errors, en: enMessages.errors } as Record<string, Record<string, string>>;
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

/** A raw JSON value a client can type: deep, huge, non-finite, naughty, or shadowing toString/valueOf. */
const hostileValue = fc.oneof(
  naughtyString,
  hostileNumber,
  hostileObject,
  tooLong(400),
  fc.constantFrom('"ok"', '1', '"65000001"', '"12345"', 'null', 'true', '[]'),
  fc.constantFrom(33, 100, 1_000, 5_000, 20_000).chain((depth) => fc.constantFrom(deepArray(depth), deepObject(depth))),
);

/** Bodies as raw text: objects with the route's fields (duplicates kept), whole-body oddities, and not JSON at all. */
const hostileBody = (fields: string[]) =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .array(fc.tuple(fc.constantFrom(...fields, '__proto__', 'constructor', 'toString', 'valueOf'), hostileValue), { maxLength: 6 })
        .map(rawObject),
    },
    { weight: 2, arbitrary: hostileValue },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        deepArray(5_000),
        deepObject(5_000),
        `{"a":${deepArray(100_000)}}`,
        '',
        '{',
        '{"a":1,}',
        'NaN',
        '[1e309]',
        '\u0000',
        '\ufeff{}',
      ),
    },
    { weight: 1, arbitrary: fc.constantFrom(...NAUGHTY) },
  );

/** Path segments whose percent-encoding is broken: the router cannot decode them into a parameter. */
const UNDECODABLE = ODD_SEGMENTS.filter((segment) => {
  try {
    decodeURIComponent(segment);
    return false;
  } catch {
    return true;
  }
});

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

/** What is wrong with an answer, or null: a 5xx, or a refusal without its localized message. */
function judge(res: RawResponse, acceptLanguage: string | undefined): string | null {
  if (res.status >= 500) return `${res.status} ${res.text.slice(0, 120)}`;
  if (res.status < 400) return null;
  // the address routes wrap the error as { statusCode, data }; the others answer it bare
  const body = res.body as { statusCode?: number; data?: unknown } | undefined;
  const error = (body?.statusCode === res.status ? body.data : body) as { error?: string; message?: string } | undefined;
  if (!error?.error || !res.contentType.startsWith('application/json'))
    return `${res.status} without a JSON error: ${res.text.slice(0, 120)}`;
  const table = MESSAGES[negotiateLocale(acceptLanguage)];
  if (!(error.error in table)) return `${res.status} ${error.error} has no localized message`;
  if (!error.message || !error.message.startsWith(table[error.error].split('{{')[0]))
    return `${res.status} ${error.error}: message "${error.message}" is not the ${negotiateLocale(acceptLanguage)} text`;
  return null;
}
