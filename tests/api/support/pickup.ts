import request from 'supertest';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Dialect } from '../../../server/db/connection';
import { clearShopRules } from '../../helpers/shop-rules';
import { API, accountsApp, addProduct, type AccountsContext } from './accounts';
import { signInStaff } from './desk';

// The pickup API tests' shop (issue 36): a dish at 45.00, an owner and a manager, the clock at noon in
// Ashgabat, and each test starting with the shop's rules cleared and no orders (Today and the learned
// estimate count them). Registers its own hooks; the fields are read inside the tests.
export const NOON = '2026-03-02T07:00:00.000Z';
let keyCounter = 0;

type Staff = Awaited<ReturnType<typeof signInStaff>>;

export function pickupShop(dialect: Dialect) {
  const shop = {} as { ctx: AccountsContext; owner: Staff; manager: Staff; palow: number };
  beforeAll(async () => {
    shop.ctx = await accountsApp(dialect);
    shop.palow = await addProduct(shop.ctx.db, 4500);
    shop.owner = await signInStaff(shop.ctx, 'owner');
    shop.manager = await signInStaff(shop.ctx, 'manager');
  });
  afterAll(() => shop.ctx.close());
  beforeEach(async () => {
    shop.ctx.clock.set(NOON);
    await clearShopRules(shop.ctx.db);
    await shop.ctx.db.deleteFrom('bonus_ledger').execute();
    await shop.ctx.db.deleteFrom('orders').execute();
  });
  return {
    shop,
    /** The owner's (or `who`'s) PUT /desk/fulfilment. */
    settings: (body: object, who?: Staff) =>
      request(shop.ctx.app)
        .put(`${API}/desk/fulfilment`)
        .set((who ?? shop.owner).auth)
        .send(body),
    /** A guest's order of two of the dish, as cash and as soon as possible, with `body` on top. */
    guest: (body: object, language = 'en') =>
      request(shop.ctx.app)
        .post(`${API}/orders-web`)
        .set('Idempotency-Key', `pickup-${++keyCounter}`)
        .set('accept-language', language)
        .send({
          name: 'Merjen',
          phone: '+99365999999',
          payment_method: 'cash',
          delivery_time: 'asap',
          items: [{ product_id: shop.palow, quantity: 2 }],
          ...body,
        }),
    /** The manager's POST /desk/orders/:id/:path. */
    desk: (id: number, path: string, body: object) =>
      request(shop.ctx.app).post(`${API}/desk/orders/${id}/${path}`).set(shop.manager.auth).send(body),
  };
}
