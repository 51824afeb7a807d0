import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsApp, addProduct, type AccountsContext } from './support/accounts';
import { testDatabases } from '../helpers/database';
import { HTML_BASKET_COOKIE } from '../../shared/html-basket';

// The HTML path's "add" and stepper (server/http/basket-form.ts): a form post answered with a redirect back.
describe.each(testDatabases())('basket form posts (%s)', (dialect) => {
  let ctx: AccountsContext;
  let palow: number;
  let manty: number;
  let archived: number;
  beforeAll(async () => {
    ctx = await accountsApp(dialect);
    palow = await addProduct(ctx.db, 4500);
    manty = await addProduct(ctx.db, 2850);
    archived = await addProduct(ctx.db, 1000, 1);
  });
  afterAll(() => ctx.close());

  const post = (path: string, form: Record<string, string | number>, cookie = '', site = 'same-origin') =>
    request(ctx.app)
      .post(path)
      .set('Sec-Fetch-Site', site)
      .set('Cookie', cookie ? `${HTML_BASKET_COOKIE}=${cookie}` : '')
      .type('form')
      .send(form);
  const basketOf = (res: request.Response) =>
    /shop_basket=([^;]*)/.exec(([] as string[]).concat(res.headers['set-cookie'] ?? []).join('\n'))?.[1];

  it('adds a dish and answers with a redirect back to the page (Post/Redirect/Get)', async () => {
    const res = await post('/en/basket/lines', { product_id: palow, quantity: 1, return_to: '/en/products?category=2' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/en/products?category=2');
    expect(basketOf(res)).toBe(`${palow}.1`);
    expect(String(res.headers['set-cookie'])).toMatch(/HttpOnly/i);
    expect(String(res.headers['set-cookie'])).toMatch(/SameSite=Lax/i);
  });

  it('changes and removes a line of the basket the cookie holds; the last line gone clears it', async () => {
    const more = await post('/basket/lines', { product_id: manty, quantity: 3, return_to: '/' }, `${palow}.1`);
    expect(basketOf(more)).toBe(`${palow}.1-${manty}.3`);
    const less = await post('/basket/lines', { product_id: palow, quantity: 0, return_to: '/' }, `${palow}.1-${manty}.3`);
    expect(basketOf(less)).toBe(`${manty}.3`);
    const none = await post('/basket/lines', { product_id: manty, quantity: 0 }, `${manty}.3`);
    expect(basketOf(none)).toBe('');
    expect(none.headers.location).toBe('/');
  });

  it('refuses a cross-site post (CSRF) in the path language and changes nothing', async () => {
    const res = await post('/tm/basket/lines', { product_id: palow, quantity: 1 }, `${manty}.1`, 'cross-site');
    expect(res.status).toBe(403);
    expect(res.text).toContain('Haýyş ret edildi');
    expect(res.headers['set-cookie']).toBeUndefined();
    const noOrigin = await request(ctx.app).post('/basket/lines').type('form').send({ product_id: palow, quantity: 1 });
    expect(noOrigin.status).toBe(403);
    const otherOrigin = await request(ctx.app)
      .post('/basket/lines')
      .set('Origin', 'https://evil.example')
      .type('form')
      .send({ product_id: palow, quantity: 1 });
    expect(otherOrigin.status).toBe(403);
  });

  it('refuses bad input in the shopper language: no such dish, an archived one, a bad quantity', async () => {
    const missing = await post('/basket/lines', { product_id: 999999, quantity: 1 });
    expect(missing.status).toBe(400);
    expect(missing.text).toContain('Этого блюда больше нет в меню');
    expect((await post('/en/basket/lines', { product_id: archived, quantity: 1 })).text).toContain('no longer on the menu');
    for (const quantity of ['-1', '100', '1.5', 'x', ''])
      expect((await post('/en/basket/lines', { product_id: palow, quantity })).status, quantity).toBe(400);
    expect(basketOf(await post('/en/basket/lines', { product_id: 'abc', quantity: 1 }))).toBeUndefined();
  });

  it('sends the shopper back only within the shop', async () => {
    const back = async (return_to: string) =>
      (await post('/en/basket/lines', { product_id: palow, quantity: 1, return_to })).headers.location;
    expect(await back('https://evil.example/')).toBe('/en');
    expect(await back('javascript:alert(1)')).toBe('/en');
    expect(await back('//evil.example/x')).toBe('/evil.example/x'); // a path of this shop (its 404), never the other host
  });
});
