import http from 'node:http';
import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalisePhone } from '../../server/api/auth/phone';
import { MAX_LINE_QUANTITY as MAX_QUANTITY } from '../../shared/basket-line';
import { errorMessage } from '../../server/http/api-messages';
import { SESSION_COOKIE } from '../../shared/session';
import { parseMoney } from '../../shared/money';
import tmMessages from '../../locales/api/tm.json';
import ruMessages from '../../locales/api/ru.json';
import enMessages from '../../locales/api/en.json';
import { ADMIN_TOKEN, API, accountsApp, addProduct, nextIp, signUp, type AccountsContext } from './support/accounts';
import {
  hostileObject,
  hostileScalar,
  listRoutes,
  NAUGHTY,
  naughtyString,
  notIdRaw,
  notStringRaw,
  ODD_IDS,
  ODD_NUMBERS,
  ODD_SEGMENTS,
  oddIdString,
  rawObject,
  rawRequest,
  rawString,
  tooLong,
  type RawResponse,
} from './support/hostile';
import { KITCHEN_STATUSES, ORDER_STATUSES } from '../../shared/order-status';
import { STATIONS } from '../../shared/kitchen';
import { testDatabases } from '../helpers/database';
import { choiceTargets, signInStaff } from './support/desk';
import { REJECT_REASONS, STAFF_ROLES } from '../../shared/desk';
import { CLOCK_TIME } from '../../shared/hours';
import { BUSY_EXTRA_MINUTES, BUSY_LENGTH_MINUTES } from '../../shared/estimate';

// Malformed input at every endpoint: never a 5xx, never a change in the database.
// `npm test` runs a few hundred cases per endpoint; FUZZ_RUNS=1000 (`npm run fuzz`) runs as many as asked.
const RUNS = Number(process.env.FUZZ_RUNS) || 200;
// the per-field property below is the slower one (supertest, shrinking): a share of the runs
const FIELD_RUNS = Number(process.env.FUZZ_RUNS) || 150;
/**
 * Hundreds of requests one after another: a correctness check, not a timing one. On a shared 2-core CI
 * machine a desk endpoint on PostgreSQL took 20.1 s for its 200 (Vitest's default limit here is 20 s)
 * while a browser ran beside it; the limit leaves room for a slow machine, not for a hang.
 */
const FUZZ_TEST_TIMEOUT_MS = 120_000;
const SEED = Number(process.env.FUZZ_SEED) || Date.now() % 2_147_483_647;

const json = () => fc.jsonValue({ maxDepth: 2 });
const notString = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(json(), { maxLength: 3 }),
  fc.dictionary(fc.string(), json(), { maxKeys: 3 }),
);
const notNumber = fc.oneof(
  fc.string(),
  fc.boolean(),
  fc.constant(null),
  fc.array(json(), { maxLength: 3 }),
  fc.dictionary(fc.string(), json(), { maxKeys: 3 }),
);
const fraction = fc.double({ noNaN: true, noDefaultInfinity: true }).filter((d) => !Number.isInteger(d));
const badId = fc.oneof(
  notNumber.filter((v) => !(typeof v === 'string' && /^\d{1,10}$/.test(v))),
  fc.integer({ max: 0 }),
  fraction,
  fc.constantFrom(2 ** 31, 2 ** 40, Number.MAX_SAFE_INTEGER),
);
const badQuantity = fc.oneof(notNumber, fraction, fc.integer({ max: -1 }), fc.integer({ min: 100 }));
const badPhone = fc.oneof(
  notString,
  fc.string({ maxLength: 14 }).filter((s) => normalisePhone(s) === null),
);
const badRequiredText = fc.oneof(
  notString,
  fc.constantFrom('', '   ', '\t'),
  fc.string({ minLength: 301, maxLength: 400 }).filter((s) => s.trim().length > 300),
);
const badOtp = fc.oneof(
  fc.string({ maxLength: 8 }).filter((s) => !/^\d{5}$/.test(s)),
  fc.integer({ min: 100_000 }),
  fc.integer({ max: -1 }),
  fraction,
  fc.boolean(),
  fc.constant(null),
);
const badCoordinate = fc.oneof(
  notString,
  fc.string({ maxLength: 12 }).filter((s) => s.trim() !== '' && !(/^-?\d{1,3}(\.\d{1,15})?$/.test(s.trim()) && Math.abs(Number(s)) <= 90)),
);
const badMoney = fc.oneof(
  notString,
  fc.string({ maxLength: 12 }).filter((s) => s.trim() !== '' && parseMoney(s.trim()) === null),
);
const badDeliveryTime = fc.oneof(
  notString,
  fc.string({ maxLength: 30 }).filter((s) => s.trim() !== 'asap'),
);
const badPayment = fc.oneof(
  notString,
  fc.string({ maxLength: 8 }).filter((s) => s !== 'cash' && s !== 'card'),
);
const badItems = fc.oneof(
  notString.filter((v) => !Array.isArray(v)),
  fc.constant([]),
  fc.array(fc.record({ product_id: badId, quantity: fc.integer({ min: 1, max: 99 }) }), { minLength: 1, maxLength: 3 }),
  fc.array(fc.record({ product_id: fc.constant(1), quantity: badQuantity }), { minLength: 1, maxLength: 3 }),
);

interface Endpoint {
  path: string;
  valid: Record<string, unknown>;
  /** for each field, values that make the body invalid */
  invalid: Record<string, fc.Arbitrary<unknown>>;
  required: string[];
  signedIn?: boolean;
  idempotent?: boolean;
}

/** A body that must be refused: not an object, an object without the fields, or a valid body with one field broken. */
function malformedBody(e: Endpoint): fc.Arbitrary<{ raw: string }> {
  const known = new Set(Object.keys(e.valid));
  const broken = fc
    .constantFrom(...Object.keys(e.invalid))
    .chain((field) => e.invalid[field].map((value) => ({ ...e.valid, [field]: value })));
  const missing = fc.constantFrom(...e.required).map((field) => {
    const { [field]: _dropped, ...rest } = e.valid;
    return rest;
  });
  const stranger = fc.dictionary(
    fc.string({ maxLength: 8 }).filter((k) => !known.has(k)),
    json(),
    { maxKeys: 4 },
  );
  const scalar = fc.oneof(fc.integer(), fc.string(), fc.boolean(), fc.constant(null), fc.array(json(), { maxLength: 4 }));
  const asJson = fc.oneof(broken, broken, broken, missing, stranger, scalar).map((body) => ({ raw: JSON.stringify(body) }));
  const notJson = fc
    .string({ maxLength: 40 })
    .filter((s) => {
      try {
        JSON.parse(s);
        return false;
      } catch {
        return true;
      }
    })
    .map((raw) => ({ raw }));
  return fc.oneof({ arbitrary: asJson, weight: 5 }, { arbitrary: notJson, weight: 1 });
}

describe.each(testDatabases())('malformed bodies (%s)', (dialect) => {
  let ctx: AccountsContext;
  let server: http.Server;
  let auth: Record<string, string>;
  let phone: string;
  let endpoints: Endpoint[];

  beforeAll(async () => {
    ctx = await accountsApp(dialect);
    server = http.createServer(ctx.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const product = await addProduct(ctx.db, 4500);
    ({ auth, phone } = await signUp(ctx));
    await request(server).post(`${API}/basket`).set(auth).send({ product_id: product, quantity: 1 });
    await request(server).post(`${API}/users/address`).set(auth).send({ address: 'Saved' });
    await request(server).post(`${API}/login`).set('X-Forwarded-For', '10.200.0.1').send({ phone }); // a live code to guess at
    const address = { address: 'Fuzz 1', apartment: '', entrance: '', floor: '', comment: '', latitude: '', longitude: '' };
    const order = { ...address, payment_method: 'cash', delivery_time: 'asap', note: '' };
    endpoints = [
      {
        path: '/register',
        valid: { name: 'A', surname: 'B', phone: '71000001', email: 'e@x.tm' },
        required: ['name', 'phone', 'email'],
        invalid: { name: badRequiredText, surname: notString, phone: badPhone, email: badRequiredText },
      },
      { path: '/login', valid: { phone }, required: ['phone'], invalid: { phone: badPhone } },
      { path: '/login/verify', valid: { phone, otp: '12345' }, required: ['phone', 'otp'], invalid: { phone: badPhone, otp: badOtp } },
      {
        path: '/users/update',
        signedIn: true,
        valid: { name: 'N', surname: 'S', email: 'E' },
        required: ['name'],
        invalid: { name: badRequiredText, surname: notString, email: notString },
      },
      {
        path: '/users/address',
        signedIn: true,
        valid: address,
        required: ['address'],
        invalid: {
          address: badRequiredText,
          apartment: notString,
          comment: notString,
          latitude: badCoordinate,
          longitude: badCoordinate.filter((v) => typeof v !== 'string' || Math.abs(Number(v)) > 180 || Number.isNaN(Number(v))),
          id: badId,
        },
      },
      {
        path: '/basket',
        signedIn: true,
        valid: { product_id: product, quantity: 1 },
        required: ['product_id', 'quantity'],
        invalid: { product_id: badId, quantity: badQuantity },
      },
      {
        path: '/basket-multiple',
        signedIn: true,
        valid: { products: [{ product_id: product, quantity: 1 }] },
        required: ['products'],
        invalid: {
          products: fc.oneof(
            notString.filter((v) => !Array.isArray(v)),
            fc.array(fc.record({ product_id: badId, quantity: fc.integer({ min: 0, max: 99 }) }), { minLength: 1, maxLength: 3 }),
            fc.array(fc.record({ product_id: fc.constant(product), quantity: badQuantity }), { minLength: 1, maxLength: 3 }),
          ),
        },
      },
      {
        path: '/orders',
        signedIn: true,
        idempotent: true,
        valid: order,
        required: ['payment_method', 'delivery_time'],
        invalid: {
          payment_method: badPayment,
          delivery_time: badDeliveryTime,
          address_id: badId,
          bonus: badMoney,
          note: notString,
          latitude: badCoordinate,
        },
      },
      {
        path: '/orders-web',
        idempotent: true,
        valid: { ...order, items: [{ product_id: product, quantity: 1 }], name: 'G', phone: '63000000' },
        required: ['items', 'name', 'phone', 'payment_method', 'delivery_time'],
        invalid: {
          items: badItems,
          name: badRequiredText,
          phone: badPhone,
          payment_method: badPayment,
          delivery_time: badDeliveryTime,
          bonus: badMoney,
          address: badRequiredText,
        },
      },
    ];
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await ctx.close();
  });

  /** Everything a write could touch, as one comparable value. */
  async function snapshot() {
    const db = ctx.db;
    return JSON.stringify(
      await Promise.all([
        db.selectFrom('users').selectAll().orderBy('id').execute(),
        db.selectFrom('addresses').selectAll().orderBy('id').execute(),
        db.selectFrom('basket_lines').selectAll().orderBy('id').execute(),
        db.selectFrom('basket_merges').selectAll().execute(),
        db.selectFrom('sign_in_codes').selectAll().orderBy('id').execute(),
        db.selectFrom('sessions').selectAll().orderBy('id').execute(),
        db.selectFrom('orders').select('id').execute(),
        db.selectFrom('order_lines').select('id').execute(),
        db.selectFrom('bonus_ledger').select('id').execute(),
        db.selectFrom('idempotency_keys').select('id').execute(),
        db.selectFrom('rate_limits').selectAll().orderBy('key').execute(),
        db.selectFrom('stop_list').selectAll().orderBy('product_id').execute(),
        db.selectFrom('shop_hours').selectAll().orderBy('weekday').execute(),
        db.selectFrom('shop_rules').selectAll().execute(),
      ]),
    );
  }

  const names = [
    '/register',
    '/login',
    '/login/verify',
    '/users/update',
    '/users/address',
    '/basket',
    '/basket-multiple',
    '/orders',
    '/orders-web',
  ];
  it.each(names)(`POST %s refuses ${FIELD_RUNS} malformed bodies without a 5xx or a write`, async (path) => {
    const endpoint = endpoints.find((e) => e.path === path)!;
    const before = await snapshot();
    let key = 0;
    await fc.assert(
      fc.asyncProperty(malformedBody(endpoint), async ({ raw }) => {
        let req = request(server)
          .post(`${API}${endpoint.path}`)
          .set('Content-Type', 'application/json')
          .set('X-Forwarded-For', '10.200.0.2');
        if (endpoint.signedIn) req = req.set(auth);
        if (endpoint.idempotent) req = req.set('Idempotency-Key', `fuzz-${path}-${++key}`);
        const res = await req.send(raw);
        expect(res.status, `${raw} → ${res.status} ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(400);
        expect(res.status, raw).toBeLessThan(500);
        expect(res.body.success).toBe(false);
      }),
      { numRuns: FIELD_RUNS, seed: SEED },
    );
    expect(await snapshot()).toBe(before);
  });
});

// ---- Every endpoint the routers declare, hostile at every input: path, query, headers, raw body ----

const PREFIX = '/back/api/v1';
const REFUSED = [400, 404, 413, 415, 422];
const LOCALES = { tm: tmMessages, ru: ruMessages, en: enMessages } as Record<string, Record<string, Record<string, string>>>;
// an area's own codes ("menu.photo_type") are in that area's group of the tables
const messageOf = (l: string, code: string): string | undefined => {
  const [group, key] = code.includes('.') ? code.split('.', 2) : ['errors', code];
  return LOCALES[l][group]?.[key];
};
const LANGUAGES = [
  'tm',
  'ru',
  'en',
  'ru-RU,ru;q=0.9,en;q=0.8',
  'en-US',
  '*',
  '',
  'xx',
  ...NAUGHTY.filter((s) => /^[\x20-\x7e]{0,60}$/.test(s)),
];
const notIn = (values: readonly string[]) => (s: string) => !values.includes(s);

// Raw values that each field's rule must refuse.
const text = (max: number, required = false) =>
  fc.oneof(notStringRaw, tooLong(max), ...(required ? [fc.constantFrom('""', '"   "', '"\\t\\n"')] : []));
const phoneRaw = fc.oneof(notStringRaw, rawString(NAUGHTY.filter((s) => normalisePhone(s) === null)), oddIdString);
const otpRaw = fc.oneof(
  rawString(NAUGHTY.filter((s) => !/^\d{5}$/.test(s))),
  oddIdString.filter((s) => !/^"\d{5}"$/.test(s)),
  fc.constantFrom('1e309', '-1e309', '9007199254740993', '-1', '0.5', '100000', '2147483648', 'null', 'true'),
  hostileObject,
);
const quantityRaw = (lo: number) =>
  fc.oneof(
    rawString([...NAUGHTY.slice(0, 60), '1', '5']),
    hostileObject,
    fc.constantFrom('null', 'true'),
    fc
      .constantFrom(...ODD_NUMBERS, '100', '99.5', String(lo - 1))
      .filter((n) => !(Number.isInteger(Number(n)) && Number(n) >= lo && Number(n) <= MAX_QUANTITY)),
  );
const coordinateRaw = (limit: number) =>
  fc.oneof(
    notStringRaw,
    rawString(NAUGHTY.filter((s) => s.trim() !== '' && !(/^-?\d{1,3}(\.\d{1,15})?$/.test(s.trim()) && Math.abs(Number(s)) <= limit))),
  );
const enumRaw = (values: readonly string[]) => fc.oneof(notStringRaw, rawString(NAUGHTY.filter(notIn(values))), oddIdString);
const moneyRaw = fc.oneof(notStringRaw, rawString(NAUGHTY.filter((s) => s.trim() !== '' && parseMoney(s.trim()) === null)));
// busy mode: any number but the offered ones, any other kind of value
const choiceRaw = (allowed: readonly number[]) =>
  fc
    .oneof(notStringRaw, naughtyString, fc.constantFrom('0', '-15', '20', '15.5', '"30"', '1e309', '120', '90', '45'))
    .filter((raw) => !allowed.map(String).includes(raw.trim()));
// accept: a number that is no quick choice, or a clock time that is none; reject: an unlisted reason, an over-long note
const acceptRaw = {
  minutes: fc.oneof(rawString(NAUGHTY), fc.constantFrom('25', '0', '-30', '30.5', '"30"', '1e309', 'null', '[]')),
  time: fc.oneof(notStringRaw, rawString(NAUGHTY.filter((s) => !CLOCK_TIME.test(s)))),
  day: enumRaw(['today', 'tomorrow']),
};
const rejectRaw = { reason: enumRaw(REJECT_REASONS), note: text(500) };
// a delivery zone: integers out of their bounds or not integers, polygons of the wrong shape
const zoneIntRaw = (...more: string[]) =>
  fc.oneof(
    hostileObject,
    fc.constantFrom('null', 'true', '-1', '1.5', '1e309', '-1e309', '"15"', '""', '10000001', '9007199254740993', ...more),
  );
const zoneRaw = {
  name: text(60, true),
  fee: zoneIntRaw(),
  minimum: zoneIntRaw(),
  estimate: zoneIntRaw('0', '601'),
  polygon: fc.oneof(
    hostileObject,
    hostileScalar,
    naughtyString,
    fc.constantFrom('[[37,59],[38,59]]', '[[37,59],[38,60],[37,60],[38,59]]', '[[91,59],[38,59],[38,60]]', '[["37","59"],[38,59],[38,60]]'),
  ),
};
const zone = {
  name: 'Fuzz',
  fee: 1000,
  minimum: 0,
  estimate: 30,
  polygon: [
    [37, 59],
    [38, 59],
    [38, 60],
  ],
};
const deliveryRaw = fc.oneof(notStringRaw, tooLong(40), fc.constant('""'), rawString(NAUGHTY.filter((s) => s.trim() !== 'asap')));
const linesRaw = (lo: number, max: number, product: number) =>
  fc.oneof(
    hostileObject.filter((v) => lo > 0 || v !== '[]'),
    hostileScalar,
    naughtyString,
    fc.array(fc.tuple(notIdRaw, fc.integer({ min: 1, max: 5 })), { minLength: 1, maxLength: 3 }).map(
      (ls) =>
        `[${ls
          .map(([id, q]) =>
            rawObject([
              ['product_id', id],
              ['quantity', String(q)],
            ]),
          )
          .join(',')}]`,
    ),
    fc.array(quantityRaw(lo), { minLength: 1, maxLength: 3 }).map(
      (qs) =>
        `[${qs
          .map((q) =>
            rawObject([
              ['product_id', String(product)],
              ['quantity', q],
            ]),
          )
          .join(',')}]`,
    ),
    fc.constant(
      `[${Array.from({ length: max + 1 }, () =>
        rawObject([
          ['product_id', String(product)],
          ['quantity', '1'],
        ]),
      ).join(',')}]`,
    ),
  );
const addressRaw = {
  address: text(300, true),
  apartment: text(50),
  entrance: text(50),
  floor: text(50),
  comment: text(500),
  latitude: coordinateRaw(90),
  longitude: coordinateRaw(180),
};

// Fields no write may take from a client: they ride along, with hostile values, and must change nothing.
const SERVER_OWNED = [
  'id',
  'user_id',
  'bonus_amount',
  'role',
  'is_admin',
  'created_at',
  'updated_at',
  'phone_verified_at',
  'status',
  'total',
  'number',
  '__proto__',
  'constructor',
];

interface Target {
  /** METHOD and path exactly as the router declares it, under /back/api/v1 */
  route: string;
  auth?: 'user' | 'admin' | 'staff' | 'hostile';
  idempotent?: boolean;
  /** a path parameter's valid value; a hostile one is sent in its place most of the time */
  param?: string;
  body?: { valid: Record<string, unknown>; broken: Record<string, fc.Arbitrary<string>> };
  query?: string[];
  /** every generated request must be refused, and refused requests change nothing in the database */
  refuses?: number[];
  /** a printer's CloudPRNT call: refused in the protocol's own JSON ({jobReady:false}), not the shop's error shape */
  printer?: true;
}

/** The body as raw JSON text: the valid one with 1–3 fields broken, maybe a key repeated, server fields added. */
function brokenBody(body: NonNullable<Target['body']>): fc.Arbitrary<string> {
  const fields = Object.keys(body.broken);
  const entry = ([k, v]: [string, unknown]): [string, string] => [k, JSON.stringify(v)];
  const fieldwise = fc
    .record({
      picks: fc
        .uniqueArray(fc.constantFrom(...fields), { minLength: 1, maxLength: Math.min(3, fields.length) })
        .chain((ks) => fc.tuple(...ks.map((k) => body.broken[k].map((v) => [k, v] as [string, string])))),
      duplicate: fc.boolean(),
      extra: fc.array(fc.tuple(fc.constantFrom(...SERVER_OWNED), fc.oneof(notStringRaw, naughtyString)), { maxLength: 3 }),
    })
    .map(({ picks, duplicate, extra }) => {
      const broken = new Map(picks);
      const entries = Object.entries(body.valid)
        .map(entry)
        .flatMap(([k, v]): [string, string][] => {
          if (!broken.has(k)) return [[k, v]];
          // a duplicate key: the valid value first, the broken one last (JSON.parse keeps the last)
          return duplicate
            ? [
                [k, v],
                [k, broken.get(k)!],
              ]
            : [[k, broken.get(k)!]];
        });
      for (const [k, v] of broken) if (!(k in body.valid)) entries.push([k, v]);
      return rawObject([...extra, ...entries]);
    });
  return fc.oneof({ arbitrary: fieldwise, weight: 6 }, { arbitrary: wholeBody, weight: 2 });
}

/** A body that is wrong as a whole: not an object, too deep, too big, not JSON at all. */
const wholeBody: fc.Arbitrary<string> = fc.oneof(
  hostileObject,
  hostileScalar,
  naughtyString,
  fc.constantFrom(...NAUGHTY.slice(0, 200)),
  fc.constantFrom('{"a":1,"a":2', '{', '', ' ', '\u0000', '{"a":1}{"b":2}', '\ufeff{}', `{"x":"${'a'.repeat(120_000)}"}`),
);

const querySegment = fc.oneof(
  fc.constantFrom(...ODD_IDS, ...ODD_NUMBERS).map(encodeURIComponent),
  fc.constantFrom(...NAUGHTY).map(encodeURIComponent),
  fc.constantFrom('%', '%zz', '%E0%A4%A', '%00', '1,2,%', ',,,', '1,' + '9'.repeat(40)),
  // plausible but wrong: dates that do not exist, edges of the page range
  fc.constantFrom(
    '2026-02-31',
    '2026-02-29',
    '0000-01-01',
    '9999-12-31',
    '2026-13-01',
    '1969-12-31',
    'new',
    '100',
    '101',
    '100000',
    '2147483647',
    '1,2,3',
    'true',
  ),
);
const queryString = (known: string[]) =>
  fc
    .array(
      fc.tuple(
        fc.oneof(
          fc.constantFrom(...known, '__proto__', 'toString', 'constructor', 'hasOwnProperty'),
          fc.constantFrom(...known).map((k) => `${k}[]`),
          fc.constantFrom(...known).map((k) => `${k}[a]`),
        ),
        querySegment,
      ),
      { maxLength: 4 },
    )
    .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&'));

const CONTENT_TYPES = [
  'application/json',
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/merge-patch+json',
  'multipart/form-data; boundary=x',
  '',
];
const ENCODINGS = ['', '', '', '', '', 'gzip', 'deflate', 'br', 'x-unknown', 'identity'];

interface Hostile {
  segment?: string;
  query: string;
  body?: string;
  contentType: string;
  encoding: string;
  lang: string;
  token?: string;
}

function hostileRequest(t: Target): fc.Arbitrary<Hostile> {
  const segment =
    t.param === undefined
      ? fc.constant(undefined)
      : fc.oneof(
          { arbitrary: fc.constantFrom(...ODD_SEGMENTS), weight: 3 },
          { arbitrary: fc.constant(encodeURIComponent(t.param)), weight: 1 },
        );
  const body = t.body ? brokenBody(t.body) : fc.option(wholeBody, { nil: undefined });
  const token =
    t.auth === 'hostile'
      ? fc.oneof(
          fc.constantFrom(...NAUGHTY.filter((s) => /^[\x21-\x7e]{1,200}$/.test(s))),
          fc.constantFrom('j:{"a":1}', 'j:[1]', 'x'.repeat(4000), '%', '%00'),
        )
      : fc.constant(undefined);
  return fc
    .record({
      segment,
      body,
      token,
      query: t.query ? queryString(t.query) : fc.option(queryString(['a', 'id', 'page']), { nil: '' }).map((q) => q ?? ''),
      contentType: fc.constantFrom(...CONTENT_TYPES),
      encoding: fc.constantFrom(...ENCODINGS),
      lang: fc.constantFrom(...LANGUAGES),
    })
    .filter((r) => !(r.segment === encodeURIComponent(t.param ?? '') && t.body === undefined && t.refuses !== undefined));
}

// The desk's menu and content (server/api/menu): each broken value is one the shared rules refuse.
const localizedRaw = fc.oneof(
  notStringRaw,
  tooLong(10),
  fc.constantFrom('{"tm":"a","ru":"b"}', '{"tm":1,"ru":"b","en":"c"}', '{"tm":"","ru":" ","en":""}'),
);
// a dish's description may be empty (or blank) in every language: only a wrong shape breaks it
// (CI's seed 418215838 sent '{"tm":"","ru":" ","en":""}' as a "broken" description and created a dish)
const localizedOptionalRaw = fc.oneof(notStringRaw, tooLong(10), fc.constantFrom('{"tm":"a","ru":"b"}', '{"tm":1,"ru":"b","en":"c"}'));
const priceRaw = fc.oneof(
  rawString(NAUGHTY.filter((s) => parseMoney(s.trim()) === null)),
  fc.constantFrom('true', 'null', '[]', '{}', '-1', '1.234', '1e309', '"12,50"'),
);
const amountRaw = fc.constantFrom('-1', '1.5', '"5"', '1000001', 'null', 'true', '[]');
const directionRaw = enumRaw(['up', 'down']);
const imageRaw = fc.oneof(
  notStringRaw,
  tooLong(500),
  fc.constantFrom('"javascript:alert(1)"', '"//evil.example/x.png"', '"http://x.tm/a.png"', '""'),
);
function menuTargets(product: number): Target[] {
  const three = (text: string) => ({ tm: text, ru: text, en: text });
  const dish = {
    category: 1,
    unit: 'g',
    amount: 100,
    price: '10.00',
    image: '/images/menu/palow.svg',
    name: three('Fuzz'),
    description: three(''),
  };
  const dishBroken = {
    category: notIdRaw,
    unit: text(20),
    amount: amountRaw,
    price: priceRaw,
    image: imageRaw,
    name: localizedRaw,
    description: localizedOptionalRaw,
  };
  const category = { name: three('Fuzz'), image: '/images/categories/national.svg' };
  const page = { slug: 'fuzz-page', listed: false, name: three('Fuzz'), content: three('<p>x</p>') };
  const link = three('/products');
  return [
    { route: 'GET /desk/menu/', auth: 'staff' },
    {
      route: 'POST /desk/menu/categories',
      auth: 'staff',
      refuses: REFUSED,
      body: { valid: category, broken: { name: localizedRaw, image: imageRaw } },
    },
    {
      route: 'PATCH /desk/menu/categories/:id',
      auth: 'staff',
      param: '1',
      refuses: REFUSED,
      // null is a station too (the main kitchen)
      body: {
        valid: { ...category, station: 'grill' },
        broken: { name: localizedRaw, image: imageRaw, station: enumRaw(STATIONS).filter((v) => v !== 'null') },
      },
    },
    {
      route: 'POST /desk/menu/categories/:id/move',
      auth: 'staff',
      param: '1',
      refuses: REFUSED,
      body: { valid: { direction: 'down' }, broken: { direction: directionRaw } },
    },
    { route: 'POST /desk/menu/dishes', auth: 'staff', refuses: REFUSED, body: { valid: dish, broken: dishBroken } },
    {
      route: 'PATCH /desk/menu/dishes/:id',
      auth: 'staff',
      param: String(product),
      refuses: REFUSED,
      body: { valid: dish, broken: dishBroken },
    },
    {
      route: 'POST /desk/menu/dishes/:id/move',
      auth: 'staff',
      param: String(product),
      refuses: REFUSED,
      body: { valid: { direction: 'up' }, broken: { direction: directionRaw } },
    },
    // the body is the photo itself: every hostile body is refused by its content (415, 422) or size (413)
    { route: 'POST /desk/menu/dishes/:id/photo', auth: 'staff', param: String(product), refuses: REFUSED },
    { route: 'GET /desk/content/', auth: 'staff' },
    {
      route: 'POST /desk/content/pages',
      auth: 'staff',
      refuses: [...REFUSED, 409],
      // content may be empty in every language and a page may have no parent (null): neither can be
      // broken by a value alone, so content is broken through the PUT target and parent never as null
      body: { valid: page, broken: { slug: text(100, true), name: localizedRaw, parent: text(100).filter((v) => v !== 'null') } },
    },
    {
      route: 'PUT /desk/content/pages/:slug',
      auth: 'staff',
      param: 'no-such-page',
      refuses: REFUSED,
      body: { valid: page, broken: { slug: text(100, true), name: localizedRaw, content: localizedRaw } },
    },
    { route: 'DELETE /desk/content/pages/:slug', auth: 'staff', param: 'no-such-page', refuses: REFUSED },
    { route: 'DELETE /desk/content/popup', auth: 'staff' },
    {
      route: 'PUT /desk/content/popup',
      auth: 'staff',
      refuses: REFUSED,
      body: {
        valid: { url: link, image: link },
        broken: {
          url: fc.oneof(
            localizedRaw,
            fc.constantFrom('{"tm":"javascript:x","ru":"/","en":"/"}', '{"tm":"//evil.example","ru":"/","en":"/"}'),
          ),
          image: localizedRaw,
        },
      },
    },
  ];
}

describe.each(testDatabases())('every endpoint, hostile input (%s)', (dialect) => {
  let ctx: AccountsContext;
  let server: http.Server;
  let port: number;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  let token: string;
  let product: number;
  let addressId: string;
  let staffToken: string;
  let targets: Target[];

  beforeAll(async () => {
    ctx = await accountsApp(dialect);
    server = http.createServer(ctx.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
    product = await addProduct(ctx.db, 4500);
    const user = await signUp(ctx);
    token = user.token;
    await request(server).post(`${API}/basket`).set(user.auth).send({ product_id: product, quantity: 2 });
    addressId = String((await request(server).post(`${API}/users/address`).set(user.auth).send({ address: 'Saved' })).body.data.id);
    await request(server).post(`${API}/login`).set('X-Forwarded-For', nextIp()).send({ phone: user.phone }); // a live code to guess at
    const staff = await signInStaff(ctx, 'owner');
    staffToken = staff.token;
    // the first desk call slides the session to the clock's time: done here, so a refused call changes nothing
    await request(server).get(`${API}/desk/me`).set(staff.auth);
    await request(server).post(`${API}/desk/login`).set('X-Forwarded-For', nextIp()).send({ phone: staff.phone });
    const address = { address: 'Fuzz 1', apartment: '', entrance: '', floor: '', comment: '', latitude: '', longitude: '' };
    const order = { ...address, payment_method: 'cash', delivery_time: 'asap', note: '' };
    const orderRaw = {
      payment_method: enumRaw(['cash', 'card']),
      delivery_time: deliveryRaw,
      bonus: moneyRaw,
      note: text(1000),
      ...addressRaw,
    };
    const listQuery = ['page', 'limit'];
    targets = [
      { route: 'GET /categories', query: ['with_products', ...listQuery] },
      { route: 'GET /products', query: ['ids', 'category', 'search', ...listQuery] },
      { route: 'GET /products/:id', param: String(product), refuses: REFUSED },
      { route: 'GET /pages' },
      { route: 'GET /pages/:slug', param: 'about', refuses: REFUSED },
      { route: 'GET /pupup-slider' },
      {
        route: 'POST /register',
        refuses: REFUSED,
        body: {
          valid: { name: 'A', surname: 'B', phone: '71000001', email: 'e@x.tm' },
          broken: { name: text(100, true), surname: text(100), phone: phoneRaw, email: text(200, true) },
        },
      },
      { route: 'POST /login', refuses: REFUSED, body: { valid: { phone: user.phone }, broken: { phone: phoneRaw } } },
      {
        route: 'POST /login/verify',
        refuses: REFUSED,
        body: { valid: { phone: user.phone, otp: '12345' }, broken: { phone: phoneRaw, otp: otpRaw } },
      },
      { route: 'POST /logout', auth: 'hostile', refuses: [...REFUSED, 401, 403] },
      { route: 'GET /user', auth: 'user' },
      {
        route: 'POST /users/update',
        auth: 'user',
        refuses: REFUSED,
        body: { valid: { name: 'N', surname: 'S', email: 'E' }, broken: { name: text(100, true), surname: text(100), email: text(200) } },
      },
      { route: 'POST /users/address', auth: 'user', refuses: REFUSED, body: { valid: address, broken: { ...addressRaw, id: notIdRaw } } },
      { route: 'DELETE /users/address/:id', auth: 'user', param: addressId, refuses: REFUSED },
      { route: 'GET /basket', auth: 'user' },
      {
        route: 'POST /basket',
        auth: 'user',
        refuses: REFUSED,
        body: { valid: { product_id: product, quantity: 1 }, broken: { product_id: notIdRaw, quantity: quantityRaw(0) } },
      },
      {
        route: 'POST /basket-multiple',
        auth: 'user',
        refuses: REFUSED,
        body: { valid: { products: [{ product_id: product, quantity: 1 }] }, broken: { products: linesRaw(0, 200, product) } },
      },
      { route: 'DELETE /basket/destroy', auth: 'user' },
      {
        route: 'POST /orders',
        auth: 'user',
        idempotent: true,
        refuses: REFUSED,
        body: { valid: order, broken: { ...orderRaw, address_id: notIdRaw, name: text(100) } },
      },
      {
        route: 'POST /orders-web',
        idempotent: true,
        refuses: REFUSED,
        body: {
          valid: { ...order, items: [{ product_id: product, quantity: 1 }], name: 'G', phone: '63000000' },
          broken: { ...orderRaw, items: linesRaw(1, 100, product), name: text(100, true), phone: phoneRaw },
        },
      },
      { route: 'GET /orders', auth: 'user', query: listQuery },
      { route: 'GET /orders/:id', auth: 'user', param: '1', refuses: REFUSED },
      { route: 'GET /admin/orders', auth: 'admin', query: ['status', 'phone', 'from', 'to', ...listQuery] },
      { route: 'GET /admin/orders/:id', auth: 'admin', param: '1', refuses: REFUSED },
      {
        route: 'POST /admin/orders/:id/status',
        auth: 'admin',
        param: '1',
        refuses: REFUSED,
        body: { valid: { status: 'accepted' }, broken: { status: enumRaw(ORDER_STATUSES) } },
      },
      {
        route: 'POST /admin/orders/:id/accept',
        auth: 'admin',
        param: '1',
        refuses: REFUSED,
        body: { valid: { minutes: 30 }, broken: acceptRaw },
      },
      {
        route: 'POST /admin/orders/:id/reject',
        auth: 'admin',
        param: '1',
        refuses: REFUSED,
        body: { valid: { reason: 'closed', note: '' }, broken: rejectRaw },
      },
      { route: 'POST /desk/login', refuses: REFUSED, body: { valid: { phone: staff.phone }, broken: { phone: phoneRaw } } },
      {
        route: 'POST /desk/login/verify',
        refuses: REFUSED,
        body: { valid: { phone: staff.phone, otp: '12345' }, broken: { phone: phoneRaw, otp: otpRaw } },
      },
      { route: 'POST /desk/logout', auth: 'hostile', refuses: [...REFUSED, 401, 403] },
      { route: 'GET /desk/me', auth: 'staff' },
      { route: 'GET /desk/staff', auth: 'staff' },
      {
        route: 'POST /desk/staff',
        auth: 'staff',
        refuses: REFUSED,
        body: {
          valid: { phone: '64999999', role: 'manager' },
          broken: { phone: phoneRaw, role: enumRaw(STAFF_ROLES), name: text(100) },
        },
      },
      { route: 'DELETE /desk/staff/:id', auth: 'staff', param: '999999', refuses: REFUSED },
      { route: 'GET /desk/audit', auth: 'staff', query: listQuery },
      { route: 'GET /desk/today', auth: 'staff', query: ['day'] },
      // no from/to ever: a CSV answer is not JSON, and every request here must be a JSON refusal
      { route: 'GET /desk/orders.csv', auth: 'staff', refuses: REFUSED },
      { route: 'GET /desk/orders', auth: 'staff' },
      { route: 'GET /desk/orders/finished', auth: 'staff', query: ['before'] },
      { route: 'GET /desk/orders/search', auth: 'staff', query: ['q'] },
      {
        route: 'POST /desk/orders',
        auth: 'staff',
        idempotent: true,
        refuses: REFUSED,
        body: {
          valid: { ...order, items: [{ product_id: product, quantity: 1 }], name: 'G', phone: '63000000' },
          broken: { ...orderRaw, items: linesRaw(1, 100, product), name: text(100, true), phone: phoneRaw },
        },
      },
      { route: 'GET /desk/orders/:id', auth: 'staff', param: '1', refuses: REFUSED },
      {
        route: 'POST /desk/orders/:id/accept',
        auth: 'staff',
        param: '1',
        refuses: REFUSED,
        body: { valid: { minutes: 30 }, broken: acceptRaw },
      },
      {
        route: 'POST /desk/orders/:id/reject',
        auth: 'staff',
        param: '1',
        refuses: REFUSED,
        body: { valid: { reason: 'closed', note: '' }, broken: rejectRaw },
      },
      // shop rules (server/api/rules): the storefront's status, the stop-list, hours and pause
      { route: 'GET /shop/status' },
      { route: 'GET /desk/stop-list', auth: 'staff', query: ['q'] },
      {
        route: 'POST /desk/stop-list',
        auth: 'staff',
        refuses: REFUSED,
        body: {
          valid: { product_id: 999999, length: '1h' },
          broken: {
            product_id: fc.oneof(notStringRaw, oddIdString),
            length: enumRaw(['1h', 'day', 'until', 'indefinite']),
            at: enumRaw([]),
          },
        },
      },
      { route: 'DELETE /desk/stop-list/:id', auth: 'staff', param: '999999', refuses: REFUSED },
      { route: 'GET /desk/hours', auth: 'staff' },
      {
        route: 'PUT /desk/hours',
        auth: 'staff',
        refuses: REFUSED,
        body: {
          valid: { week: Array.from({ length: 7 }, () => ({ opens: '10:00', closes: '23:00' })), closures: [], last_order_minutes: 0 },
          broken: {
            week: fc.oneof(hostileObject, fc.constantFrom('[]', '[null]', '[{"opens":"25:00","closes":"23:00"}]')),
            closures: fc.oneof(hostileScalar, fc.constantFrom('["2026-13-01"]', '["tomorrow"]', '[1]')),
            last_order_minutes: fc.constantFrom('-1', '241', '"30"', '1.5', 'null', '1e309'),
          },
        },
      },
      {
        route: 'POST /desk/pause',
        auth: 'staff',
        refuses: REFUSED,
        body: { valid: { length: '30m', reason: 'Busy' }, broken: { length: enumRaw(['30m', '1h', 'day']), reason: text(200, true) } },
      },
      { route: 'DELETE /desk/pause', auth: 'staff' },
      // busy mode and the estimates it lengthens (shared/estimate.ts)
      { route: 'GET /desk/busy', auth: 'staff' },
      {
        route: 'POST /desk/busy',
        auth: 'staff',
        refuses: REFUSED,
        body: {
          valid: { extra_minutes: 30, length_minutes: 60 },
          broken: { extra_minutes: choiceRaw(BUSY_EXTRA_MINUTES), length_minutes: choiceRaw(BUSY_LENGTH_MINUTES) },
        },
      },
      { route: 'DELETE /desk/busy', auth: 'staff' },
      // call to confirm, the owner's setting (a boolean, nothing else)
      { route: 'GET /desk/call-to-confirm', auth: 'staff' },
      {
        route: 'PUT /desk/call-to-confirm',
        auth: 'staff',
        refuses: REFUSED,
        body: { valid: { on: true }, broken: { on: fc.constantFrom('null', '1', '0', '"true"', '""', '[]', '{}', '1e309') } },
      },
      { route: 'GET /desk/estimates', auth: 'staff' },
      { route: 'GET /shop/estimates' },
      { route: 'GET /desk/events', auth: 'staff', query: ['last_event_id'] },
      { route: 'GET /orders/:id/events', auth: 'user', param: '1', query: ['last_event_id'] },
      // an order that is not the shopper's: nothing may be cancelled or put back in a basket
      { route: 'POST /orders/:id/cancel', auth: 'user', param: '999999', refuses: REFUSED },
      { route: 'POST /orders/:id/reorder', auth: 'user', param: '999999', refuses: REFUSED },
      { route: 'GET /track/:token', param: 'a'.repeat(43), refuses: REFUSED },
      { route: 'GET /track/:token/events', param: 'a'.repeat(43), query: ['last_event_id'], refuses: REFUSED },
      { route: 'POST /track/:token/cancel', param: 'a'.repeat(43), refuses: REFUSED },
      { route: 'GET /zones' },
      // the desk's zones router is mounted at /desk/zones, so its list and create are declared as '/'
      { route: 'GET /desk/zones/', auth: 'staff' },
      { route: 'POST /desk/zones/', auth: 'staff', refuses: REFUSED, body: { valid: zone, broken: zoneRaw } },
      { route: 'GET /desk/sms-budget', auth: 'staff' },
      // kitchen printers: the desk's queue, and the printers' own CloudPRNT calls (a key nobody registered: 401)
      { route: 'GET /desk/printing/', auth: 'staff' },
      {
        route: 'POST /desk/printing/printers',
        auth: 'staff',
        refuses: REFUSED,
        body: { valid: { name: 'Kitchen', mac: '00:11:62:AA:BB:CC' }, broken: { name: text(60, true), mac: text(17, true) } },
      },
      { route: 'DELETE /desk/printing/printers/:id', auth: 'staff', param: '999999', refuses: REFUSED },
      { route: 'POST /desk/printing/orders/:id/reprint', auth: 'staff', param: '999999', refuses: [...REFUSED, 409] },
      { route: 'POST /cloudprnt/:key', printer: true, param: 'k'.repeat(43), refuses: [...REFUSED, 401] },
      { route: 'GET /cloudprnt/:key', printer: true, param: 'k'.repeat(43), query: ['mac', 'type', 'token'], refuses: [...REFUSED, 401] },
      {
        route: 'DELETE /cloudprnt/:key',
        printer: true,
        param: 'k'.repeat(43),
        query: ['mac', 'token', 'code'],
        refuses: [...REFUSED, 401],
      },
      // a zone that is not there: a write may be refused, never change anything
      { route: 'PUT /desk/zones/:id', auth: 'staff', param: '999999', refuses: REFUSED, body: { valid: zone, broken: zoneRaw } },
      { route: 'DELETE /desk/zones/:id', auth: 'staff', param: '999999', refuses: REFUSED },
      {
        route: 'POST /desk/orders/:id/status',
        auth: 'staff',
        param: '1',
        refuses: REFUSED,
        body: { valid: { status: 'cooking' }, broken: { status: enumRaw(['cooking', 'on_the_way', 'delivered']) } },
      },
      // the kitchen display: an id nobody has, a stage the card cannot show
      { route: 'GET /desk/kitchen/orders', auth: 'staff', query: ['station'] },
      { route: 'POST /desk/kitchen/lines/:id/done', auth: 'staff', param: '999999', refuses: REFUSED },
      {
        route: 'POST /desk/kitchen/orders/:id/bump',
        auth: 'staff',
        param: '999999',
        refuses: REFUSED,
        body: { valid: { status: 'accepted' }, broken: { status: enumRaw(KITCHEN_STATUSES) } },
      },
      { route: 'POST /desk/kitchen/orders/:id/recall', auth: 'staff', param: '999999', refuses: REFUSED },
      ...menuTargets(product).concat(choiceTargets(product, REFUSED)), // + choices-api (issue 36): tests/api/support/fuzz-choices.ts
    ];
  });
  afterAll(async () => {
    agent.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await ctx.close();
  });

  /** Everything a write could touch, as one comparable value. */
  async function snapshot() {
    const db = ctx.db;
    return JSON.stringify(
      await Promise.all([
        db.selectFrom('users').selectAll().orderBy('id').execute(),
        db.selectFrom('addresses').selectAll().orderBy('id').execute(),
        db.selectFrom('basket_lines').selectAll().orderBy('id').execute(),
        db.selectFrom('sign_in_codes').selectAll().orderBy('id').execute(),
        db.selectFrom('sessions').selectAll().orderBy('id').execute(),
        db.selectFrom('orders').selectAll().orderBy('id').execute(),
        db.selectFrom('order_lines').selectAll().orderBy('id').execute(),
        db.selectFrom('order_status_history').selectAll().execute(),
        db.selectFrom('bonus_ledger').select('id').execute(),
        db.selectFrom('idempotency_keys').select('id').execute(),
        db.selectFrom('rate_limits').selectAll().orderBy('key').execute(),
        db.selectFrom('stop_list').selectAll().orderBy('product_id').execute(),
        db.selectFrom('shop_hours').selectAll().orderBy('weekday').execute(),
        db.selectFrom('shop_rules').selectAll().execute(),
      ]),
    );
  }

  it('has a fuzz target for every route the backend declares', () => {
    const declared = listRoutes(ctx.app)
      .filter((r) => r.includes(`${PREFIX}/`))
      .map((r) => r.replace(PREFIX, ''));
    expect(targets.map((t) => t.route).sort()).toEqual(declared.sort());
  });

  async function send(t: Target, h: Hostile, key: string): Promise<RawResponse> {
    const [method, pattern] = t.route.split(' ');
    const path = `${PREFIX}${h.segment === undefined ? pattern : pattern.replace(/:\w+/, h.segment)}${h.query ? `?${h.query}` : ''}`;
    const headers: Record<string, string> = { 'accept-language': h.lang, 'x-forwarded-for': '10.250.0.1' };
    if (h.body !== undefined && h.contentType) headers['content-type'] = h.contentType;
    if (h.body !== undefined && h.encoding) headers['content-encoding'] = h.encoding;
    if (t.auth === 'user') headers.authorization = `Bearer ${token}`;
    if (t.auth === 'admin') headers.authorization = `Bearer ${ADMIN_TOKEN}`;
    if (t.auth === 'staff') headers.authorization = `Bearer ${staffToken}`;
    if (h.token !== undefined) {
      if (h.token.length % 2) headers.authorization = `Bearer ${h.token}`;
      else headers.cookie = `${SESSION_COOKIE}=${encodeURIComponent(h.token)}`;
    }
    if (t.idempotent) headers['idempotency-key'] = key;
    return rawRequest(port, agent, method, path, headers, h.body);
  }

  /** What is wrong with one answer, or null: a 5xx, a non-JSON or unlocalized error, an accepted request that should not be. */
  function fault(t: Target, h: Hostile, res: RawResponse): string | null {
    const body = res.body as { success?: unknown; error?: unknown; message?: unknown } | undefined;
    if (res.status >= 500) return `status ${res.status}`;
    if (res.status === 200 && res.contentType.startsWith('text/event-stream')) return t.refuses ? 'a stream opened' : null;
    if (!/^application\/json/.test(res.contentType) || !body) return `not JSON (${res.status} ${res.contentType})`;
    if (t.refuses && !t.refuses.includes(res.status)) return `status ${res.status}, expected one of ${t.refuses.join('/')}`;
    // (a body the shop's parser refuses first gets the shop's own localized refusal, checked below)
    if (t.printer && body.success === undefined)
      return res.status === 401 && (body as { jobReady?: unknown }).jobReady === false ? null : `printer answer ${res.status}`;
    if (res.status < 400) return body.success === true ? null : 'success is not true';
    if (body.success !== false || typeof body.error !== 'string') return 'no error code';
    const code = body.error;
    if (!['tm', 'ru', 'en'].every((l) => typeof messageOf(l, code) === 'string')) return `error code ${code} is not in every locale`;
    if (!messageOf('en', code)!.includes('{{') && body.message !== errorMessage(code, h.lang))
      return `message is not the ${h.lang} text of ${code}`;
    return null;
  }

  it.each([
    'GET /categories',
    'GET /products',
    'GET /products/:id',
    'GET /pages',
    'GET /pages/:slug',
    'GET /pupup-slider',
    'POST /register',
    'POST /login',
    'POST /login/verify',
    'POST /logout',
    'GET /user',
    'POST /users/update',
    'POST /users/address',
    'DELETE /users/address/:id',
    'GET /basket',
    'POST /basket',
    'POST /basket-multiple',
    'DELETE /basket/destroy',
    'POST /orders',
    'POST /orders-web',
    'GET /orders',
    'GET /orders/:id',
    'GET /admin/orders',
    'GET /admin/orders/:id',
    'POST /admin/orders/:id/status',
    'POST /admin/orders/:id/accept',
    'POST /admin/orders/:id/reject',
    'POST /desk/login',
    'POST /desk/login/verify',
    'POST /desk/logout',
    'GET /desk/me',
    'GET /desk/staff',
    'POST /desk/staff',
    'DELETE /desk/staff/:id',
    'GET /desk/audit',
    'GET /desk/today',
    'GET /desk/orders.csv',
    'GET /desk/orders',
    'GET /desk/orders/finished',
    'GET /desk/orders/search',
    'POST /desk/orders',
    'GET /desk/orders/:id',
    'POST /desk/orders/:id/accept',
    'POST /desk/orders/:id/reject',
    'POST /desk/orders/:id/status',
    'GET /zones',
    'GET /desk/zones/',
    'POST /desk/zones/',
    'GET /desk/sms-budget',
    'GET /desk/printing/',
    'POST /desk/printing/printers',
    'DELETE /desk/printing/printers/:id',
    'POST /desk/printing/orders/:id/reprint',
    'POST /cloudprnt/:key',
    'GET /cloudprnt/:key',
    'DELETE /cloudprnt/:key',
    'PUT /desk/zones/:id',
    'DELETE /desk/zones/:id',
    ...menuTargets(1).map((t) => t.route),
    'GET /desk/events',
    'GET /desk/kitchen/orders',
    'POST /desk/kitchen/lines/:id/done',
    'POST /desk/kitchen/orders/:id/bump',
    'POST /desk/kitchen/orders/:id/recall',
    'GET /shop/status',
    'GET /desk/stop-list',
    'POST /desk/stop-list',
    'DELETE /desk/stop-list/:id',
    'GET /desk/hours',
    'PUT /desk/hours',
    'POST /desk/pause',
    'DELETE /desk/pause',
    'GET /desk/busy',
    'POST /desk/busy',
    'DELETE /desk/busy',
    'GET /desk/call-to-confirm',
    'PUT /desk/call-to-confirm',
    'GET /desk/estimates',
    'GET /shop/estimates',
    'GET /orders/:id/events',
    'POST /orders/:id/cancel',
    'POST /orders/:id/reorder',
    'GET /track/:token',
    'GET /track/:token/events',
    'POST /track/:token/cancel',
  ])(
    `%s: ${RUNS} hostile requests, no 5xx, a localized refusal, no write`,
    async (route) => {
      const t = targets.find((x) => x.route === route)!;
      const before = t.refuses ? await snapshot() : '';
      const cases = fc.sample(hostileRequest(t), { numRuns: RUNS, seed: SEED });
      // every odd spelling of an id goes out once, whatever the sample drew
      if (t.param !== undefined)
        cases.push(
          ...ODD_SEGMENTS.map((segment) => ({
            ...cases[0],
            segment,
            body: t.body && JSON.stringify(t.body.valid),
            contentType: 'application/json',
            encoding: '',
          })),
        );
      const faults: string[] = [];
      let serverErrors = 0;
      for (const [i, h] of cases.entries()) {
        const res = await send(t, h, `fuzz-${route}-${SEED}-${i}`);
        if (res.status >= 500) serverErrors += 1;
        const wrong = fault(t, h, res);
        if (wrong) faults.push(`${wrong}: ${JSON.stringify({ ...h, body: h.body?.slice(0, 300) })} → ${res.text.slice(0, 200)}`);
      }
      expect(
        faults.length,
        `${route}: ${faults.length} faults (${serverErrors} ≥ 500) in ${RUNS} requests, seed ${SEED}:\n${faults.slice(0, 6).join('\n')}`,
      ).toBe(0);
      if (t.refuses) expect(await snapshot()).toBe(before);
    },
    FUZZ_TEST_TIMEOUT_MS,
  );

  // Each naughty string where free text belongs: taken or refused with a localized 4xx, never a 5xx.
  it.each([
    ['POST /users/update', (s: string) => ({ name: s, surname: s, email: s })],
    ['POST /users/address', (s: string) => ({ address: s, apartment: s.slice(0, 50), comment: s })],
    [
      'POST /orders-web',
      (s: string) => ({
        ...targets.find((t) => t.route === 'POST /orders-web')!.body!.valid,
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
      const t = targets.find((x) => x.route === route)!;
      const faults: string[] = [];
      for (const [i, naughtyText] of NAUGHTY.entries()) {
        const value = fill(naughtyText);
        const [method, path] = route.split(' ');
        const headers: Record<string, string> = { 'x-forwarded-for': '10.250.0.3', 'accept-language': 'tm' };
        if (t.auth === 'user') headers.authorization = `Bearer ${token}`;
        if (t.idempotent) headers['idempotency-key'] = `naughty-${SEED}-${i}`;
        if (typeof value !== 'string') headers['content-type'] = 'application/json';
        const res =
          typeof value === 'string'
            ? await rawRequest(port, agent, method, `${PREFIX}${path}?search=${encodeURIComponent(value)}`, headers)
            : await rawRequest(port, agent, method, `${PREFIX}${path}`, headers, JSON.stringify(value));
        const wrong = fault({ route }, { query: '', contentType: 'application/json', encoding: '', lang: 'tm' }, res);
        if (wrong) faults.push(`${wrong}: ${JSON.stringify(naughtyText)} → ${res.text.slice(0, 200)}`);
      }
      expect(faults.length, `${route}:\n${faults.slice(0, 6).join('\n')}`).toBe(0);
    },
    FUZZ_TEST_TIMEOUT_MS,
  );

  it('GET /admin/orders refuses a day the calendar does not have, rather than rolling it into the next month', async () => {
    for (const day of ['2026-02-31', '2026-04-31', '2025-02-29']) {
      const res = await rawRequest(port, agent, 'GET', `${PREFIX}/admin/orders?from=${day}`, { authorization: `Bearer ${ADMIN_TOKEN}` });
      expect([res.status, res.body], day).toEqual([422, expect.objectContaining({ fields: { from: 'invalid' } })]);
    }
    expect(
      (await rawRequest(port, agent, 'GET', `${PREFIX}/admin/orders?from=2028-02-29`, { authorization: `Bearer ${ADMIN_TOKEN}` })).status,
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
      const t = targets.find((x) => x.route === route)!;
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
        if (t.auth === 'user') headers.authorization = `Bearer ${token}`;
        if (t.idempotent) headers['idempotency-key'] = `extra-${SEED}-${i}`;
        const res = await rawRequest(port, agent, 'POST', `${PREFIX}${t.route.split(' ')[1]}`, headers, raw);
        if (res.status !== 200 && res.status !== 201) faults.push(`${res.status}: ${raw.slice(0, 300)} → ${res.text.slice(0, 200)}`);
      }
      expect(faults.length, `${route}: ${faults.length} refused or failed, seed ${SEED}:\n${faults.slice(0, 6).join('\n')}`).toBe(0);
    },
  );
});
