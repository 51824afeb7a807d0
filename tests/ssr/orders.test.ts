import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../server/api/auth/sessions';
import { markPhoneVerified, upsertUnverifiedUser } from '../../server/api/auth/repo';
import { SESSION_COOKIE } from '../../shared/session';
import { startStorefront, type Storefront } from './support';

// Orders pages rendered from the session cookie, and checkout idempotency through the storefront.
let shop: Storefront;
beforeAll(async () => {
  shop = await startStorefront({ SHOP_OPENS: '00:00', SHOP_CLOSES: '00:00' });
});
afterAll(() => shop.close());

let phones = 0;
/** A verified customer with a live session: the cookie the browser would hold. */
async function customer(name: string) {
  const phone = `6${String(4_000_000 + ++phones).padStart(7, '0')}`;
  const id = (await upsertUnverifiedUser(shop.db, { name, surname: '', email: '', phone }, new Date()))!;
  await markPhoneVerified(shop.db, id, new Date());
  const token = await createSession(shop.db, id, new Date());
  return { id, phone, cookie: `${SESSION_COOKIE}=${token}` };
}

// What the page's fetch sends: the cookie, JSON, this origin.
const write = (path: string, cookie?: string) => {
  const req = request(shop.url).post(path).set('Origin', shop.url).set('Content-Type', 'application/json');
  return cookie ? req.set('Cookie', cookie) : req;
};

async function placeCustomerOrder(cookie: string, key: string) {
  await write('/back/api/v1/basket', cookie).send({ product_id: 1, quantity: 2 }).expect(200);
  const res = await write('/back/api/v1/orders', cookie)
    .set('Idempotency-Key', key)
    .send({ address: 'Magtymguly 12', payment_method: 'cash', delivery_time: 'asap', note: '' });
  expect(res.status).toBe(201);
  return res.body.data as { id: number; number: string };
}

const page = (path: string, cookie?: string) => {
  const req = request(shop.url).get(path);
  return cookie ? req.set('Cookie', cookie) : req;
};

describe('/orders and /orders/{id}', () => {
  let aman: Awaited<ReturnType<typeof customer>>;
  let first: { id: number; number: string };
  let second: { id: number; number: string };
  beforeAll(async () => {
    aman = await customer('Aman');
    first = await placeCustomerOrder(aman.cookie, 'ssr-order-1');
    second = await placeCustomerOrder(aman.cookie, 'ssr-order-2');
  });

  it('a guest gets the sign-in prompt, not an error, on both pages', async () => {
    const list = await page('/en/orders').expect(200);
    expect(list.text).toContain('Sign in to see your orders');
    expect(list.text).not.toContain(first.number);
    const one = await page(`/en/orders/${first.id}`).expect(200);
    expect(one.text).toContain('Sign in to see your orders');
    expect(one.text).not.toContain('Magtymguly 12');
    expect(one.text).not.toContain('data-signed-in'); // the header's profile button: a guest's
  });

  it("lists the customer's orders newest first, rendered on the server", async () => {
    const res = await page('/en/orders', aman.cookie).expect(200);
    const a = res.text.indexOf(`Order ${second.number}`);
    const b = res.text.indexOf(`Order ${first.number}`);
    expect(a).toBeGreaterThan(-1);
    expect(b).toBeGreaterThan(a);
    expect(res.text).toContain(`href="/en/orders/${second.id}"`);
    expect(res.text).toContain('New');
    // the header knows the customer too (every component reads the user the loaders put in the cache)
    expect(res.text).toMatch(/<button[^>]*data-signed-in="true"[^>]*data-tap="profile"/);
  });

  it('shows one order with lines, totals, address, payment and its status timeline in Ashgabat time', async () => {
    const res = await page(`/orders/${first.id}`, aman.cookie).expect(200);
    expect(res.text).toContain(`Заказ ${first.number}`);
    expect(res.text).toContain('Плов');
    expect(res.text).toContain('90.00');
    expect(res.text).toContain('105.00');
    expect(res.text).toContain('Magtymguly 12');
    expect(res.text).toContain('Наличными курьеру');
    expect(res.text).toContain('История статусов заказа');
    const at = /<time dateTime="([^"]+)">([^<]+)<\/time>/.exec(res.text)!;
    const utc = new Date(at[1]);
    const local = new Date(utc.getTime() + 5 * 3600_000);
    expect(at[2]).toBe(
      `${String(local.getUTCDate()).padStart(2, '0')}.${String(local.getUTCMonth() + 1).padStart(2, '0')}.${local.getUTCFullYear()} ${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`,
    );
  });

  it("answers 404 for another customer's order and for one that does not exist", async () => {
    const other = await customer('Merdan');
    const res = await page(`/en/orders/${first.id}`, other.cookie).expect(404);
    expect(res.text).not.toContain('Magtymguly 12');
    await page('/en/orders/999999', aman.cookie).expect(404);
  });

  it('the payload for client navigation carries the order for its owner only', async () => {
    const own = await page(`/en/orders/${first.id}/_payload.json`, aman.cookie).expect(200);
    expect(JSON.stringify(own.body)).toContain('Magtymguly 12');
    const guest = await page(`/en/orders/${first.id}/_payload.json`).expect(200);
    expect(JSON.stringify(guest.body)).not.toContain('Magtymguly 12');
  });
});

describe('checkout idempotency through the storefront', () => {
  const guestOrder = {
    items: [{ product_id: 1, quantity: 1 }],
    name: 'Aýna',
    phone: '61112233',
    address: 'Bitarap 3',
    payment_method: 'card',
    delivery_time: 'asap',
  };
  const orderCount = async () =>
    Number(
      (
        await shop.db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('a repeated guest order with the same key returns the first order and makes no second', async () => {
    const before = await orderCount();
    const [a, b] = await Promise.all([
      write('/back/api/v1/orders-web').set('Idempotency-Key', 'guest-key-1').send(guestOrder),
      write('/back/api/v1/orders-web').set('Idempotency-Key', 'guest-key-1').send(guestOrder),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.data.id).toBe(b.body.data.id);
    expect(await orderCount()).toBe(before + 1);
  });

  it('a customer retry with the same key after the basket was emptied still answers the same order', async () => {
    const buyer = await customer('Aýgül');
    const placed = await placeCustomerOrder(buyer.cookie, 'customer-key-1');
    const before = await orderCount();
    const again = await write('/back/api/v1/orders', buyer.cookie)
      .set('Idempotency-Key', 'customer-key-1')
      .send({ address: 'Magtymguly 12', payment_method: 'cash', delivery_time: 'asap', note: '' });
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(placed.id);
    expect(await orderCount()).toBe(before);
  });

  it('the cookie alone from another site cannot place an order', async () => {
    const buyer = await customer('Dowlet');
    const res = await request(shop.url)
      .post('/back/api/v1/orders')
      .set('Cookie', buyer.cookie)
      .set('Origin', 'https://evil.example')
      .set('Content-Type', 'application/json')
      .set('Idempotency-Key', 'x-1')
      .send({ payment_method: 'cash', delivery_time: 'asap' });
    expect(res.status).toBe(403);
  });
});
