// The no-JS basket form (docs/decisions/014-html-ordering-path.md) refuses a dish on the stop-list at
// add time, in the JSON basket's words, and writes no cookie; lowering its line still works.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, accountsApp, addProduct, signUp, type AccountsContext } from './support/accounts';
import { testDatabases } from '../helpers/database';
import { HTML_BASKET_COOKIE } from '../../shared/html-basket';

describe.each(testDatabases())('the HTML basket form and the stop-list (%s)', (dialect) => {
  let ctx: AccountsContext;
  let soldOut: number;
  let onSale: number;
  beforeAll(async () => {
    ctx = await accountsApp(dialect);
    soldOut = await addProduct(ctx.db, 4500);
    onSale = await addProduct(ctx.db, 2500);
    await ctx.db.insertInto('stop_list').values({ product_id: soldOut, until: null, marked_at: ctx.clock.now().toISOString() }).execute();
  });
  afterAll(() => ctx.close());

  const post = (path: string, form: Record<string, string | number>, cookie = '') =>
    request(ctx.app)
      .post(path)
      .set('Sec-Fetch-Site', 'same-origin')
      .set('Cookie', cookie ? `${HTML_BASKET_COOKIE}=${cookie}` : '')
      .type('form')
      .send(form);

  it('refuses the sold-out dish with the message the JSON basket gives, in the page’s language, and sets no cookie', async () => {
    const { auth } = await signUp(ctx);
    for (const [path, language] of [
      ['/en/basket/lines', 'en'],
      ['/basket/lines', 'ru'],
      ['/tm/basket/lines', 'tm'],
    ]) {
      const json = await request(ctx.app)
        .post(`${API}/basket`)
        .set(auth)
        .set('Accept-Language', language)
        .send({ product_id: soldOut, quantity: 1 });
      expect(json.status).toBe(422);
      const refused = await post(path, { product_id: soldOut, quantity: 1, return_to: '/' });
      expect(refused.status).toBe(422);
      expect(refused.headers['set-cookie']).toBeUndefined();
      expect(refused.text).toContain(json.body.message.replace(/"/g, '&#34;').replace(/'/g, '&#39;'));
    }
  });

  it('raising a sold-out line is refused too; lowering it and adding a dish on sale work', async () => {
    const raised = await post('/en/basket/lines', { product_id: soldOut, quantity: 3, return_to: '/en' }, `${soldOut}.2`);
    expect(raised.status).toBe(422);
    expect(raised.headers['set-cookie']).toBeUndefined();
    const lowered = await post('/en/basket/lines', { product_id: soldOut, quantity: 1, return_to: '/en' }, `${soldOut}.2`);
    expect(lowered.status).toBe(303);
    expect((await post('/en/basket/lines', { product_id: onSale, quantity: 1, return_to: '/en' })).status).toBe(303);
  });
});
