// The orders CSV (GET /desk/orders.csv) leaves a pickup order's delivery fee empty (issue 36 audit):
// pickup has no fee at all, not one of 0.00; a delivery order keeps its fee.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { API } from './support/accounts';
import { testDatabases } from '../helpers/database';
import { PICKUP_ON } from '../helpers/pickup';
import { pickupShop } from './support/pickup';

describe.each(testDatabases())('the orders CSV and pickup (%s)', (dialect) => {
  const { shop, settings, guest } = pickupShop(dialect);

  it('a pickup order has an empty delivery fee, a delivery order its fee', async () => {
    expect((await settings(PICKUP_ON)).status).toBe(200);
    expect((await guest({ fulfilment: 'pickup' })).status).toBe(201);
    expect((await guest({ fulfilment: 'delivery', address: 'Parahat 2' })).status).toBe(201);
    const csv = await request(shop.ctx.app).get(`${API}/desk/orders.csv?from=2026-03-02&to=2026-03-02`).set(shop.owner.auth);
    expect(csv.status).toBe(200);
    const [header, ...rows] = csv.text
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean)
      .map((l) => l.split(','));
    const column = (row: string[], name: string) => row[header.indexOf(name)];
    const byType = Object.fromEntries(rows.map((r) => [column(r, 'fulfilment'), [column(r, 'delivery_fee'), column(r, 'total')]]));
    expect(byType.pickup).toEqual(['', '90.00']);
    expect(byType.delivery[0]).not.toBe('');
    expect(Number(byType.delivery[1])).toBe(90 + Number(byType.delivery[0]));
  });
});
