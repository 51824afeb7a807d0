import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefront, type Storefront } from './support';

// A guest's basket as the built server renders it (client/features/basket/hooks/use-basket.ts): the
// empty one the browser starts from (it lives in localStorage). A customer's, from the server basket,
// is held at the hook level (use-basket.server.test.tsx): the checkout brings it as deferred data,
// within a 25 ms budget that a loaded test machine may miss.
let shop: Storefront;
beforeAll(async () => {
  shop = await startStorefront({ SHOP_OPENS: '00:00', SHOP_CLOSES: '00:00' });
});
afterAll(() => shop.close());

/** The card of dish 1 (Plov in the demo menu) as the page's HTML has it. */
const dishOneCard = (html: string) => /<article class="product-card" aria-label="Plov">[\s\S]*?<\/article>/.exec(html)?.[0] ?? '';

describe("a guest's basket in a server-rendered page", () => {
  it('shows every dish to add and an empty basket, as the browser starts', async () => {
    const home = (await request(shop.url).get('/en').expect(200)).text;
    const card = dishOneCard(home);
    expect(card).toContain('class="basket-add"');
    expect(card).not.toContain('role="group"');
    expect(home).toMatch(/header-action__total[^>]*>0\.00 TMT</);
    const checkout = (await request(shop.url).get('/en/checkout').expect(200)).text;
    expect(checkout).toMatch(/header-action__total[^>]*>0\.00 TMT</);
  });
});
