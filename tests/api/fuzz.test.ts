import http from 'node:http';
import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalisePhone } from '../../server/api/auth/phone';
import { parseMoney } from '../../shared/money';
import { API, accountsApp, addProduct, signUp, type AccountsContext } from './support/accounts';
import { testDatabases } from '../helpers/database';

// Malformed bodies at every write endpoint: never a 5xx, never a change in the database.
const RUNS = 500;

const json = () => fc.jsonValue({ maxDepth: 2 });
const notString = fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(json(), { maxLength: 3 }), fc.dictionary(fc.string(), json(), { maxKeys: 3 }));
const notNumber = fc.oneof(fc.string(), fc.boolean(), fc.constant(null), fc.array(json(), { maxLength: 3 }), fc.dictionary(fc.string(), json(), { maxKeys: 3 }));
const fraction = fc.double({ noNaN: true, noDefaultInfinity: true }).filter((d) => !Number.isInteger(d));
const badId = fc.oneof(notNumber.filter((v) => !(typeof v === 'string' && /^\d{1,10}$/.test(v))), fc.integer({ max: 0 }), fraction, fc.constantFrom(2 ** 31, 2 ** 40, Number.MAX_SAFE_INTEGER));
const badQuantity = fc.oneof(notNumber, fraction, fc.integer({ max: -1 }), fc.integer({ min: 100 }));
const badPhone = fc.oneof(notString, fc.string({ maxLength: 14 }).filter((s) => normalisePhone(s) === null));
const badRequiredText = fc.oneof(notString, fc.constantFrom('', '   ', '\t'), fc.string({ minLength: 301, maxLength: 400 }).filter((s) => s.trim().length > 300));
const badOtp = fc.oneof(fc.string({ maxLength: 8 }).filter((s) => !/^\d{5}$/.test(s)), fc.integer({ min: 100_000 }), fc.integer({ max: -1 }), fraction, fc.boolean(), fc.constant(null));
const badCoordinate = fc.oneof(notString, fc.string({ maxLength: 12 }).filter((s) => s.trim() !== '' && !(/^-?\d{1,3}(\.\d{1,15})?$/.test(s.trim()) && Math.abs(Number(s)) <= 90)));
const badMoney = fc.oneof(notString, fc.string({ maxLength: 12 }).filter((s) => s.trim() !== '' && parseMoney(s.trim()) === null));
const badDeliveryTime = fc.oneof(notString, fc.string({ maxLength: 30 }).filter((s) => s.trim() !== 'asap'));
const badPayment = fc.oneof(notString, fc.string({ maxLength: 8 }).filter((s) => s !== 'cash' && s !== 'card'));
const badItems = fc.oneof(notString.filter((v) => !Array.isArray(v)), fc.constant([]), fc.array(fc.record({ product_id: badId, quantity: fc.integer({ min: 1, max: 99 }) }), { minLength: 1, maxLength: 3 }),
  fc.array(fc.record({ product_id: fc.constant(1), quantity: badQuantity }), { minLength: 1, maxLength: 3 }));

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
  const broken = fc.constantFrom(...Object.keys(e.invalid)).chain((field) =>
    e.invalid[field].map((value) => ({ ...e.valid, [field]: value })));
  const missing = fc.constantFrom(...e.required).map((field) => {
    const { [field]: _dropped, ...rest } = e.valid;
    return rest;
  });
  const stranger = fc.dictionary(fc.string({ maxLength: 8 }).filter((k) => !known.has(k)), json(), { maxKeys: 4 });
  const scalar = fc.oneof(fc.integer(), fc.string(), fc.boolean(), fc.constant(null), fc.array(json(), { maxLength: 4 }));
  const asJson = fc.oneof(broken, broken, broken, missing, stranger, scalar).map((body) => ({ raw: JSON.stringify(body) }));
  const notJson = fc.string({ maxLength: 40 }).filter((s) => {
    try {
      JSON.parse(s);
      return false;
    } catch {
      return true;
    }
  }).map((raw) => ({ raw }));
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
      { path: '/register', valid: { name: 'A', surname: 'B', phone: '71000001', email: 'e@x.tm' }, required: ['name', 'phone', 'email'],
        invalid: { name: badRequiredText, surname: notString, phone: badPhone, email: badRequiredText } },
      { path: '/login', valid: { phone }, required: ['phone'], invalid: { phone: badPhone } },
      { path: '/login/verify', valid: { phone, otp: '12345' }, required: ['phone', 'otp'], invalid: { phone: badPhone, otp: badOtp } },
      { path: '/users/update', signedIn: true, valid: { name: 'N', surname: 'S', email: 'E' }, required: ['name'],
        invalid: { name: badRequiredText, surname: notString, email: notString } },
      { path: '/users/address', signedIn: true, valid: address, required: ['address'],
        invalid: { address: badRequiredText, apartment: notString, comment: notString, latitude: badCoordinate, longitude: badCoordinate.filter((v) => typeof v !== 'string' || Math.abs(Number(v)) > 180 || Number.isNaN(Number(v))), id: badId } },
      { path: '/basket', signedIn: true, valid: { product_id: product, quantity: 1 }, required: ['product_id', 'quantity'], invalid: { product_id: badId, quantity: badQuantity } },
      { path: '/basket-multiple', signedIn: true, valid: { products: [{ product_id: product, quantity: 1 }] }, required: ['products'],
        invalid: { products: fc.oneof(notString.filter((v) => !Array.isArray(v)), fc.array(fc.record({ product_id: badId, quantity: fc.integer({ min: 0, max: 99 }) }), { minLength: 1, maxLength: 3 }), fc.array(fc.record({ product_id: fc.constant(product), quantity: badQuantity }), { minLength: 1, maxLength: 3 })) } },
      { path: '/orders', signedIn: true, idempotent: true, valid: order, required: ['payment_method', 'delivery_time'],
        invalid: { payment_method: badPayment, delivery_time: badDeliveryTime, address_id: badId, bonus: badMoney, note: notString, latitude: badCoordinate } },
      { path: '/orders-web', idempotent: true, valid: { ...order, items: [{ product_id: product, quantity: 1 }], name: 'G', phone: '63000000' },
        required: ['items', 'name', 'phone', 'payment_method', 'delivery_time'],
        invalid: { items: badItems, name: badRequiredText, phone: badPhone, payment_method: badPayment, delivery_time: badDeliveryTime, bonus: badMoney, address: badRequiredText } },
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
    return JSON.stringify(await Promise.all([
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
    ]));
  }

  const names = ['/register', '/login', '/login/verify', '/users/update', '/users/address', '/basket', '/basket-multiple', '/orders', '/orders-web'];
  it.each(names)(`POST %s refuses ${RUNS} malformed bodies without a 5xx or a write`, async (path) => {
    const endpoint = endpoints.find((e) => e.path === path)!;
    const before = await snapshot();
    let key = 0;
    await fc.assert(fc.asyncProperty(malformedBody(endpoint), async ({ raw }) => {
      let req = request(server).post(`${API}${endpoint.path}`).set('Content-Type', 'application/json').set('X-Forwarded-For', '10.200.0.2');
      if (endpoint.signedIn) req = req.set(auth);
      if (endpoint.idempotent) req = req.set('Idempotency-Key', `fuzz-${path}-${++key}`);
      const res = await req.send(raw);
      expect(res.status, `${raw} → ${res.status} ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(400);
      expect(res.status, raw).toBeLessThan(500);
      expect(res.body.success).toBe(false);
    }), { numRuns: RUNS });
    expect(await snapshot()).toBe(before);
  });
});
