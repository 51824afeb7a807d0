import http from 'node:http';
import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, accountsApp, addProduct, signUp, type AccountsContext } from '../support/accounts';
import { testDatabases } from '../../helpers/database';
import { FIELD_RUNS, SEED } from './runs';
import {
  badCoordinate,
  badDeliveryTime,
  badId,
  badItems,
  badMoney,
  badOtp,
  badPayment,
  badPhone,
  badQuantity,
  badRequiredText,
  malformedBody,
  notString,
  type Endpoint,
} from './malformed';

// Each JSON write of the storefront, one field broken at a time: refused, never a 5xx, never a write.

/** The endpoints, their valid bodies built around the shopper's dish and phone. */
function malformedEndpoints(product: number, phone: string): Endpoint[] {
  const address = { address: 'Fuzz 1', apartment: '', entrance: '', floor: '', comment: '', latitude: '', longitude: '' };
  const order = { ...address, payment_method: 'cash', delivery_time: 'asap', note: '' };
  return [
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
}

describe.each(testDatabases())('malformed bodies (%s)', (dialect) => {
  let ctx: AccountsContext;
  let server: http.Server;
  let auth: Record<string, string>;
  let endpoints: Endpoint[];

  beforeAll(async () => {
    ctx = await accountsApp(dialect);
    server = http.createServer(ctx.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const product = await addProduct(ctx.db, 4500);
    let phone: string;
    ({ auth, phone } = await signUp(ctx));
    await request(server).post(`${API}/basket`).set(auth).send({ product_id: product, quantity: 1 });
    await request(server).post(`${API}/users/address`).set(auth).send({ address: 'Saved' });
    await request(server).post(`${API}/login`).set('X-Forwarded-For', '10.200.0.1').send({ phone }); // a live code to guess at
    endpoints = malformedEndpoints(product, phone);
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

  // the paths, known before any database is: the names of the tests
  const names = malformedEndpoints(1, '').map((e) => e.path);
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
