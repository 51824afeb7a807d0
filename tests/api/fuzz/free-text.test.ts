// Free text and unknown fields where the storefront takes bodies, and a calendar day that does not exist.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../helpers/database';
import { ADMIN_TOKEN, nextIp } from '../support/accounts';
import { fault, fuzzServer, type FuzzServer } from '../support/fuzz-server';
import { NAUGHTY, naughtyString, notStringRaw, rawObject, rawRequest } from '../support/hostile';
import { FUZZ_TEST_TIMEOUT_MS, RUNS, SEED } from './runs';
import { PREFIX, SERVER_OWNED } from './target';

describe.each(testDatabases())('every endpoint, hostile input (%s)', (dialect) => {
  let fuzz: FuzzServer;
  beforeAll(async () => {
    fuzz = await fuzzServer(dialect);
  });
  afterAll(async () => {
    await fuzz.close();
  });

  // Each naughty string where free text belongs: taken or refused with a localized 4xx, never a 5xx.
  it.each([
    ['POST /users/update', (s: string) => ({ name: s, surname: s, email: s })],
    ['POST /users/address', (s: string) => ({ address: s, apartment: s.slice(0, 50), comment: s })],
    [
      'POST /orders-web',
      (s: string) => ({
        ...fuzz.target('POST /orders-web').body!.valid,
        name: s,
        note: s,
        address: s,
        floor: s.slice(0, 50),
      }),
    ],
    ['GET /products', (s: string) => s],
  ] as const)(
    `%s takes each of the ${NAUGHTY.length} naughty strings as text without a 5xx`,
    async (route, fill) => {
      const t = fuzz.target(route);
      const faults: string[] = [];
      for (const [i, naughtyText] of NAUGHTY.entries()) {
        const value = fill(naughtyText);
        const [method, path] = route.split(' ');
        const headers: Record<string, string> = { 'x-forwarded-for': '10.250.0.3', 'accept-language': 'tm' };
        if (t.auth === 'user') headers.authorization = `Bearer ${fuzz.token}`;
        if (t.idempotent) headers['idempotency-key'] = `naughty-${SEED}-${i}`;
        if (typeof value !== 'string') headers['content-type'] = 'application/json';
        const res =
          typeof value === 'string'
            ? await rawRequest(fuzz.port, fuzz.agent, method, `${PREFIX}${path}?search=${encodeURIComponent(value)}`, headers)
            : await rawRequest(fuzz.port, fuzz.agent, method, `${PREFIX}${path}`, headers, JSON.stringify(value));
        const wrong = fault({ route }, { query: '', contentType: 'application/json', encoding: '', lang: 'tm' }, res);
        if (wrong) faults.push(`${wrong}: ${JSON.stringify(naughtyText)} → ${res.text.slice(0, 200)}`);
      }
      expect(faults.length, `${route}:\n${faults.slice(0, 6).join('\n')}`).toBe(0);
    },
    FUZZ_TEST_TIMEOUT_MS,
  );

  it('GET /admin/orders refuses a day the calendar does not have, rather than rolling it into the next month', async () => {
    for (const day of ['2026-02-31', '2026-04-31', '2025-02-29']) {
      const res = await rawRequest(fuzz.port, fuzz.agent, 'GET', `${PREFIX}/admin/orders?from=${day}`, {
        authorization: `Bearer ${ADMIN_TOKEN}`,
      });
      expect([res.status, res.body], day).toEqual([422, expect.objectContaining({ fields: { from: 'invalid' } })]);
    }
    expect(
      (await rawRequest(fuzz.port, fuzz.agent, 'GET', `${PREFIX}/admin/orders?from=2028-02-29`, { authorization: `Bearer ${ADMIN_TOKEN}` }))
        .status,
    ).toBe(200);
  });

  // A valid body with fields nobody listed (server-owned names, naughty names, hostile values) is taken,
  // the strangers ignored: never a 5xx because a stranger reached the SQL.
  const strangers = fc.array(
    fc.tuple(fc.oneof(fc.constantFrom(...SERVER_OWNED), fc.constantFrom(...NAUGHTY)), fc.oneof(notStringRaw, naughtyString)),
    { minLength: 1, maxLength: 4 },
  );
  const phones = (() => {
    let n = 0;
    return () => `64${String(++n).padStart(6, '0')}`;
  })();
  it.each(['POST /register', 'POST /users/update', 'POST /users/address', 'POST /basket', 'POST /basket-multiple', 'POST /orders-web'])(
    `%s: ${Math.ceil(RUNS / 4)} valid bodies with unknown fields are taken, the unknown fields ignored`,
    async (route) => {
      const t = fuzz.target(route);
      const faults: string[] = [];
      const listed = new Set(Object.keys(t.body!.broken));
      const cases = fc.sample(
        strangers.map((pairs) => pairs.filter(([k]) => !listed.has(k))),
        { numRuns: Math.ceil(RUNS / 4), seed: SEED },
      );
      for (const [i, extra] of cases.entries()) {
        const valid = route === 'POST /register' ? { ...t.body!.valid, phone: phones() } : t.body!.valid;
        const raw = rawObject([...extra, ...Object.entries(valid).map(([k, v]): [string, string] => [k, JSON.stringify(v)])]);
        const headers: Record<string, string> = {
          'content-type': 'application/json',
          'x-forwarded-for': nextIp(),
          'accept-language': 'en',
        };
        if (t.auth === 'user') headers.authorization = `Bearer ${fuzz.token}`;
        if (t.idempotent) headers['idempotency-key'] = `extra-${SEED}-${i}`;
        const res = await rawRequest(fuzz.port, fuzz.agent, 'POST', `${PREFIX}${t.route.split(' ')[1]}`, headers, raw);
        if (res.status !== 200 && res.status !== 201) faults.push(`${res.status}: ${raw.slice(0, 300)} → ${res.text.slice(0, 200)}`);
      }
      expect(faults.length, `${route}: ${faults.length} refused or failed, seed ${SEED}:\n${faults.slice(0, 6).join('\n')}`).toBe(0);
    },
  );
});
