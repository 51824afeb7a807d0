import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { API, signUp } from './support/accounts';
import { managerShop, signInStaff } from './support/desk';
import { testDatabases } from '../helpers/database';
import { describeFixture } from '../helpers/fixture';
import { PICKUP_ON } from '../helpers/pickup';

// A pickup order's happy end is "collected", as a delivery's is "delivered": the customer earns the
// same bonus (BONUS_PERCENT of the subtotal), once, whichever way the order reached them.
let keyCounter = 0;

describe.each(testDatabases())('pickup: the bonus on collecting (%s)', (dialect) => {
  const shop = describeFixture(() => managerShop(dialect));
  beforeAll(async () => {
    const owner = await signInStaff(shop.ctx, 'owner');
    await request(shop.ctx.app).put(`${API}/desk/fulfilment`).set(owner.auth).send(PICKUP_ON).expect(200);
  });

  const desk = (id: number, path: string, body: object) =>
    request(shop.ctx.app).post(`${API}/desk/orders/${id}/${path}`).set(shop.manager.auth).send(body);
  const balance = async (userId: number) =>
    (await shop.ctx.db.selectFrom('users').select('bonus_amount').where('id', '=', userId).executeTakeFirstOrThrow()).bonus_amount;

  it('credits the customer’s bonus when a pickup order is collected, once', async () => {
    const who = await signUp(shop.ctx);
    await request(shop.ctx.app).post(`${API}/basket`).set(who.auth).send({ product_id: shop.palow, quantity: 2 }).expect(200);
    const placed = await request(shop.ctx.app)
      .post(`${API}/orders`)
      .set(who.auth)
      .set('Idempotency-Key', `pickup-bonus-${++keyCounter}`)
      .send({ fulfilment: 'pickup', payment_method: 'cash', delivery_time: 'asap' });
    expect(placed.status).toBe(201);
    const id: number = placed.body.data.id;
    expect((await desk(id, 'accept', { minutes: 30 })).status).toBe(200);
    for (const status of ['cooking', 'ready', 'collected']) expect((await desk(id, 'status', { status })).status).toBe(200);
    // 5 % of 90.00
    expect(await balance(who.userId)).toBe(450);
    const ledger = await shop.ctx.db.selectFrom('bonus_ledger').select(['amount', 'reason']).where('order_id', '=', id).execute();
    expect(ledger).toEqual([{ amount: 450, reason: 'order_delivered' }]);
    // collected is final: nothing moves it again, so nothing is credited twice
    expect((await desk(id, 'status', { status: 'collected' })).status).toBe(409);
    expect(await balance(who.userId)).toBe(450);
  });
});
