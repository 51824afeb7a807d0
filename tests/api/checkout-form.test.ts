import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsApp, addProduct, nextPhone, type AccountsContext } from './support/accounts';
import { testDatabases } from '../helpers/database';
import { HTML_BASKET_COOKIE } from '../../shared/html-basket';
import apiTm from '../../locales/api/tm.json';
import apiRu from '../../locales/api/ru.json';
import apiEn from '../../locales/api/en.json';

// The HTML path's guest checkout (server/api/orders/checkout-form.ts): a form post that places the order
// through the JSON checkout's own service and answers 303 to the confirmation. This app has no page
// renderer: a refusal is the small localized page (the storefront renders the checkout again instead).
describe.each(testDatabases())('checkout form posts (%s)', (dialect) => {
  let ctx: AccountsContext;
  let palow: number;
  let manty: number;
  beforeAll(async () => {
    ctx = await accountsApp(dialect);
    palow = await addProduct(ctx.db, 4500);
    manty = await addProduct(ctx.db, 2850);
  });
  afterAll(() => ctx.close());

  const form = (patch: Record<string, string> = {}) => ({
    token: randomUUID(),
    name: 'Aýgül',
    phone: `+993${nextPhone()}`,
    address: 'Magtymguly şaýoly 12',
    apartment: '5',
    comment: 'Gapyny kakyň',
    delivery_time: 'asap',
    payment_method: 'cash',
    change_from: '200',
    note: '',
    ...patch,
  });
  const post = (path: string, body: Record<string, string>, basket = `${palow}.2-${manty}.1`, site = 'same-origin') =>
    request(ctx.app)
      .post(path)
      .set('Sec-Fetch-Site', site)
      .set('Cookie', basket ? `${HTML_BASKET_COOKIE}=${basket}` : '')
      .type('form')
      .send(body);
  const orderCount = async () =>
    Number(
      (
        await ctx.db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const clearsBasket = (res: request.Response) => /shop_basket=;/.test(([] as string[]).concat(res.headers['set-cookie'] ?? []).join('\n'));

  it('places the order with the server prices, clears the basket cookie and answers 303 to the confirmation', async () => {
    const sent = form();
    const res = await post('/en/checkout', sent);
    expect(res.status).toBe(303);
    const token = /^\/en\/checkout\/done\/([A-Za-z0-9_-]{43})$/.exec(res.headers.location)?.[1];
    expect(token, res.headers.location).toBeDefined();
    expect(clearsBasket(res)).toBe(true);
    const tracked = await request(ctx.app).get(`/back/api/v1/track/${token}`);
    expect(tracked.status).toBe(200);
    const order = await ctx.db.selectFrom('orders').selectAll().where('id', '=', tracked.body.data.id).executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      name: 'Aýgül',
      phone: sent.phone.slice(4),
      address: 'Magtymguly şaýoly 12',
      apartment: '5',
      subtotal: 2 * 4500 + 2850,
    });
    expect(order.total).toBe(order.subtotal + order.delivery_fee);
    expect(order.change_from).toBe(20000);
  });

  it('places the order once: the same form sent again (a reload, a second tap) leads to the same order', async () => {
    const before = await orderCount();
    const sent = form();
    const first = await post('/checkout', sent);
    expect(first.status).toBe(303);
    // sent again with the basket still there (two taps in flight), and after the cookie was cleared
    const again = await post('/checkout', sent);
    const afterCleared = await post('/checkout', sent, '');
    expect(again.status).toBe(303);
    expect(afterCleared.status).toBe(303);
    expect(again.headers.location).toBe(first.headers.location);
    expect(afterCleared.headers.location).toBe(first.headers.location);
    expect(await orderCount()).toBe(before + 1);
  });

  it('refuses a cross-site post in the path language and places nothing', async () => {
    const before = await orderCount();
    const res = await post('/tm/checkout', form(), undefined, 'cross-site');
    expect(res.status).toBe(403);
    expect(res.text).toContain('Haýyş ret edildi');
    expect(res.headers['set-cookie']).toBeUndefined();
    const otherOrigin = await request(ctx.app)
      .post('/checkout')
      .set('Origin', 'https://evil.example')
      .set('Cookie', `${HTML_BASKET_COOKIE}=${palow}.1`)
      .type('form')
      .send(form());
    expect(otherOrigin.status).toBe(403);
    expect(await orderCount()).toBe(before);
  });

  it('refuses bad input in the shopper language, keeps the basket and places nothing', async () => {
    const before = await orderCount();
    const cases: { path: string; patch: Record<string, string>; text: string }[] = [
      { path: '/tm/checkout', patch: { phone: '+99312345678' }, text: apiTm.errors.validation_failed },
      { path: '/checkout', patch: { name: '   ' }, text: apiRu.errors.validation_failed },
      { path: '/en/checkout', patch: { address: '' }, text: apiEn.errors.validation_failed },
      { path: '/en/checkout', patch: { payment_method: 'bitcoin' }, text: apiEn.errors.validation_failed },
    ];
    for (const { path, patch, text } of cases) {
      const res = await post(path, form(patch));
      expect(res.status, JSON.stringify(patch)).toBe(422);
      expect(res.text).toContain(text.replace(/"/g, '&#34;'));
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    // a "change from" below the total is the service's own refusal, in the same words
    const low = await post('/en/checkout', form({ change_from: '10' }));
    expect(low.status).toBe(422);
    expect(await orderCount()).toBe(before);
  });

  it('refuses a form without its token (no attempt of this shop) and sends an empty basket back to the checkout', async () => {
    const { token: _token, ...noToken } = form();
    expect((await post('/en/checkout', noToken)).status).toBe(400);
    expect((await post('/en/checkout', form({ token: 'not-a-uuid' }))).status).toBe(400);
    const empty = await post('/en/checkout', form(), '');
    expect(empty.status).toBe(303);
    expect(empty.headers.location).toBe('/en/checkout');
  });
});
