import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { API } from './support/accounts';
import { guestOrder } from './support/desk';
import { NOON, estimateShop } from './support/learned-estimate';
import { testDatabases } from '../helpers/database';
import { LEARNED_MIN_ORDERS } from '../../shared/estimate';

// The learned estimate counts from an order's first accept (issue 37's audit): a kitchen recall back
// to accepted writes another accepted row, minutes later, which must not make the delivery look quicker.
const at = (minutes: number) => new Date(Date.parse(NOON) + minutes * 60_000).toISOString();

describe.each(testDatabases())('the learned estimate with kitchen recalls (%s)', (dialect) => {
  const shop = estimateShop(dialect);

  it('counts accepted → delivered from the first accept, however many recalls came after it', async () => {
    const zoneId = await shop.zone('Recalls', 45, 59, 90);
    const move = (id: number, path: string, body: object = {}) =>
      request(shop.ctx.app)
        .post(`${API}/desk/${path.replace(':id', String(id))}`)
        .set(shop.owner.auth)
        .send(body)
        .expect(200);
    shop.ctx.clock.set(NOON);
    const ids: number[] = [];
    for (let n = 0; n < LEARNED_MIN_ORDERS; n++) ids.push(await guestOrder(shop.ctx, shop.palow, 1, shop.inZone(45, 59)));
    for (const id of ids) await move(id, 'orders/:id/accept', { minutes: 30 });
    for (const id of ids) {
      shop.ctx.clock.set(at(5));
      await move(id, 'kitchen/orders/:id/bump', { status: 'accepted' });
      // taken back a minute later: a second accepted row at 12:06
      shop.ctx.clock.set(at(6));
      await move(id, 'kitchen/orders/:id/recall');
    }
    shop.ctx.clock.set(at(40));
    for (const id of ids) for (const status of ['cooking', 'on_the_way', 'delivered']) await move(id, 'orders/:id/status', { status });
    shop.ctx.clock.set(at(120));
    expect(await shop.shopZone(zoneId)).toEqual({
      zone_id: zoneId,
      minutes: 40,
      typical_minutes: 40,
      basis: { kind: 'orders', orders: LEARNED_MIN_ORDERS },
    });
  });
});
