import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../server/api/auth/sessions';
import { markPhoneVerified, upsertUnverifiedUser } from '../../server/api/auth/repo';
import { SESSION_COOKIE } from '../../shared/session';
import { startStorefront, type Storefront } from './support';

// The basket as the server renders it (client/features/basket/hooks/use-basket.ts): a customer's
// comes from the server basket, on the cards and in the header; a guest's is the empty one the
// browser starts from (it lives in localStorage), rendered without the stores' queries.
let shop: Storefront;
beforeAll(async () => {
  shop = await startStorefront({ SHOP_OPENS: '00:00', SHOP_CLOSES: '00:00' });
});
afterAll(() => shop.close());

async function customerWithTwoOfDishOne() {
  const id = (await upsertUnverifiedUser(shop.db, { name: 'Aman', surname: '', email: '', phone: '64123456' }, new Date()))!;
  await markPhoneVerified(shop.db, id, new Date());
  const cookie = `${SESSION_COOKIE}=${await createSession(shop.db, id, new Date())}`;
  await request(shop.url)
    .post('/back/api/v1/basket')
    .set('Origin', shop.url)
    .set('Content-Type', 'application/json')
    .set('Cookie', cookie)
    .send({ product_id: 1, quantity: 2 })
    .expect(200);
  return cookie;
}

/** The card of dish 1 (Plov, 45.00 TMT in the demo menu) as the page's HTML has it. */
const dishOneCard = (html: string) => /<article class="product-card" aria-label="Plov">[\s\S]*?<\/article>/.exec(html)?.[0] ?? '';

describe('the basket in a server-rendered page', () => {
  it("a customer's checkout comes with their server basket: the dish twice, 90.00 TMT", async () => {
    const cookie = await customerWithTwoOfDishOne();
    const html = (await request(shop.url).get('/en/checkout').set('Cookie', cookie).expect(200)).text;
    expect(html).toContain('Plov');
    expect(html).toContain('90.00 TMT');
  });

  it("a guest's pages show every dish to add and an empty basket, as the browser starts", async () => {
    const home = (await request(shop.url).get('/en').expect(200)).text;
    const card = dishOneCard(home);
    expect(card).toContain('class="basket-add"');
    expect(card).not.toContain('role="group"');
    expect(home).toMatch(/header-action__total[^>]*>0\.00 TMT</);
    const checkout = (await request(shop.url).get('/en/checkout').expect(200)).text;
    expect(checkout).not.toContain('90.00 TMT');
    expect(checkout).toMatch(/header-action__total[^>]*>0\.00 TMT</);
  });
});
