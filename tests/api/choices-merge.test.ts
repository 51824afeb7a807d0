// The guest basket merged on sign-in with its choices (issue 36): each dish and selection its own line.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, signUp, type AccountsContext } from './support/accounts';
import { choicesApp, type ChoicesShop } from './support/choices';
import { testDatabases } from '../helpers/database';

describe.each(testDatabases())('choices: merge on sign-in (%s)', (dialect) => {
  let ctx: AccountsContext;
  let s: ChoicesShop;
  beforeAll(async () => {
    ({ ctx, shop: s } = await choicesApp(dialect));
  });
  afterAll(() => ctx.close());

  describe('POST /basket-multiple with choices (sign-in merge)', () => {
    it('merges each dish-and-choices as its own line and skips lines whose choices do not hold', async () => {
      const { auth } = await signUp(ctx);
      const res = await request(ctx.app)
        .post(`${API}/basket-multiple`)
        .set(auth)
        .send({
          products: [
            { product_id: s.shashlik, quantity: 1, choices: [s.beef] },
            { product_id: s.shashlik, quantity: 2, choices: [s.beef] },
            { product_id: s.shashlik, quantity: 1, choices: [s.lamb, s.hot] },
            { product_id: s.shashlik, quantity: 1 },
            { product_id: s.plov, quantity: 1 },
          ],
        });
      expect(res.status).toBe(200);
      expect(res.body.data.map((l: { basket: { key: string; quantity: number } }) => [l.basket.key, l.basket.quantity]).sort()).toEqual(
        [
          [`${s.shashlik}_${s.beef}`, 3],
          [`${s.shashlik}_${[s.lamb, s.hot].sort((a, b) => a - b).join('_')}`, 1],
          [`${s.plov}_${s.half}`, 1],
        ].sort(),
      );
    });
  });
});
