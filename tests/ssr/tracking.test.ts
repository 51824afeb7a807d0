import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefront, type Storefront } from './support';

// A guest's tracking page, rendered on the server from the token in its link.
let shop: Storefront;
beforeAll(async () => {
  shop = await startStorefront({ SHOP_OPENS: '00:00', SHOP_CLOSES: '00:00', PAGE_CACHE_TTL_MS: '60000' });
});
afterAll(() => shop.close());

async function placeGuestOrder(key: string) {
  const res = await request(shop.url)
    .post('/back/api/v1/orders-web')
    .set('Origin', shop.url)
    .set('Idempotency-Key', key)
    .send({
      items: [{ product_id: 1, quantity: 2 }],
      name: 'Aman',
      phone: '+99361234567',
      address: 'Magtymguly 12',
      payment_method: 'cash',
      delivery_time: 'asap',
    });
  expect(res.status).toBe(201);
  return res.body.data as { id: number; number: string; tracking_url: string };
}

describe('/track/{token}', () => {
  it("renders the guest's order in the page's language, never indexed", async () => {
    const order = await placeGuestOrder('ssr-track-1');
    expect(order.tracking_url).toMatch(/^\/track\/[\w-]{22,}$/);
    const ru = await request(shop.url).get(order.tracking_url).expect(200);
    expect(ru.text).toContain(`Заказ ${order.number}`);
    expect(ru.text).toContain('Плов');
    expect(ru.text).toContain('Magtymguly 12');
    expect(ru.text).toMatch(/<meta name="robots" content="noindex/);
    const en = await request(shop.url).get(`/en${order.tracking_url}`).expect(200);
    expect(en.text).toContain(`Order ${order.number}`);
  });

  it('an unknown token is a 404', async () => {
    const res = await request(shop.url).get('/en/track/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA').expect(404);
    expect(res.text).not.toContain('Magtymguly 12');
  });

  it('is never kept in the guest page cache: a status change shows on the next load', async () => {
    const order = await placeGuestOrder('ssr-track-2');
    const first = await request(shop.url).get(`/en${order.tracking_url}`).expect(200);
    expect(first.text).toContain('order-status order-status--new');
    await request(shop.url).post(`/back/api/v1${order.tracking_url}/cancel`).set('Origin', shop.url).expect(200);
    const second = await request(shop.url).get(`/en${order.tracking_url}`).expect(200);
    expect(second.text).toContain('<span class="order-status order-status--cancelled">Cancelled</span>');
  });

  it('reloads itself without scripts while the order is open: a <noscript> refresh in <head>, gone once it is final', async () => {
    const order = await placeGuestOrder('ssr-track-3');
    const open = await request(shop.url).get(`/en${order.tracking_url}`).expect(200);
    const head = open.text.slice(0, open.text.indexOf('</head>'));
    expect(head).toMatch(/<noscript><meta http-equiv="refresh" content="30"\/?><\/noscript>/);
    expect(open.text.match(/http-equiv="refresh"/g)).toHaveLength(1);
    await request(shop.url).post(`/back/api/v1${order.tracking_url}/cancel`).set('Origin', shop.url).expect(200);
    const final = await request(shop.url).get(`/en${order.tracking_url}`).expect(200);
    expect(final.text).not.toContain('http-equiv="refresh"');
    // no other page of the shop refreshes itself
    expect((await request(shop.url).get('/en/catalogue').expect(200)).text).not.toContain('http-equiv="refresh"');
  });
});
