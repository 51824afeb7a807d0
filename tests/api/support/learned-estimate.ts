import request from 'supertest';
import { afterAll, beforeAll } from 'vitest';
import type { Dialect } from '../../../server/db/connection';
import type { Vertex } from '../../../shared/zones';
import { API, accountsApp, addProduct, type AccountsContext } from './accounts';
import { signInStaff } from './desk';

/** The day the learned-estimate tests deliver on: noon in Ashgabat. */
export const NOON = '2026-03-02T07:00:00.000Z';

/**
 * For a describe: a shop with one dish at 45.00 (`palow`) and its owner signed in at the desk, made
 * before the tests and closed after them; `zone()` draws a delivery zone as the owner, `shopZone()`
 * reads its estimate as the shop shows it.
 */
export function estimateShop(dialect: Dialect) {
  const shop = {} as { ctx: AccountsContext; owner: Awaited<ReturnType<typeof signInStaff>>; palow: number };
  beforeAll(async () => {
    shop.ctx = await accountsApp(dialect);
    shop.palow = await addProduct(shop.ctx.db, 4500);
    shop.owner = await signInStaff(shop.ctx, 'owner');
  });
  afterAll(() => shop.ctx.close());

  /** A zone one degree square from its south-west corner, `estimate` minutes: its id. */
  async function zone(name: string, south: number, west: number, estimate: number): Promise<number> {
    const polygon: Vertex[] = [
      [south, west],
      [south + 1, west],
      [south + 1, west + 1],
      [south, west + 1],
    ];
    const res = await request(shop.ctx.app)
      .post(`${API}/desk/zones`)
      .set(shop.owner.auth)
      .send({ name, fee: 1000, minimum: 0, estimate, polygon });
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    return res.body.data.id;
  }
  /** An address in the middle of the zone drawn from that corner. */
  const inZone = (south: number, west: number) => ({ latitude: String(south + 0.5), longitude: String(west + 0.5) });
  /** The zone's estimate as the shop shows it. */
  const shopZone = async (id: number) =>
    ((await request(shop.ctx.app).get(`${API}/shop/estimates`)).body.data.zones as { zone_id: number }[]).find((z) => z.zone_id === id);
  return Object.assign(shop, { zone, inZone, shopZone });
}
