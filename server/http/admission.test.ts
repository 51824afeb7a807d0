import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { answersAnOrder, ordersFirst } from './admission';
import { shedApi, shedPages } from './overload';
import { setup } from './overload.test-support';

const TOKEN = 'a'.repeat(43);

describe('which requests answer an order', () => {
  it('the order posts, the checkout form in every language and its confirmation; no read, no other post', () => {
    const yes = [
      ['POST', '/orders-web'],
      ['POST', '/orders'],
      ['POST', '/checkout'],
      ['POST', '/tm/checkout'],
      ['POST', '/en/checkout'],
      ['GET', `/checkout/done/${TOKEN}`],
      ['GET', `/en/checkout/done/${TOKEN}`],
      ['HEAD', `/tm/checkout/done/${TOKEN}`],
    ];
    const no = [
      ['GET', '/orders'],
      ['GET', '/orders-web'],
      ['POST', '/orders/5/cancel'],
      ['POST', '/orders/5/reorder'],
      ['GET', '/checkout'],
      ['GET', '/en/catalogue'],
      ['POST', '/basket/lines'],
      ['POST', '/ru/checkout'],
      ['GET', '/checkout/done/short'],
      ['POST', `/checkout/done/${TOKEN}`],
    ];
    for (const [method, path] of yes) expect([method, path, answersAnOrder({ method, path })]).toEqual([method, path, true]);
    for (const [method, path] of no) expect([method, path, answersAnOrder({ method, path })]).toEqual([method, path, false]);
  });
});

/** The API and the pages behind the gate as server/app.ts mounts them, orders first. */
function shopWith(gate: ReturnType<typeof setup>['gate'], maxInFlight?: number) {
  const permit = 'p'.repeat(32);
  const app = express();
  const held: Array<() => void> = [];
  const api = ordersFirst(shedApi(gate, { permit }), { permit, maxInFlight });
  app.use('/back/api/v1', api, (req, res) => {
    const answer = () => void res.status(req.method === 'POST' ? 201 : 200).json({ success: true, permit: res.locals.renderPermit });
    if (req.query.hold === undefined) answer();
    else held.push(answer);
  });
  app.all(
    /.*/,
    ordersFirst(shedPages(gate, { permit }), { permit }),
    (_req, res) => void res.type('html').send(`rendered ${res.locals.renderPermit}`),
  );
  return { app, permit, api, held };
}

describe('orders first under overload', () => {
  it('while the loop lags, reads are refused with 503 and an order is placed, its form answered and its confirmation rendered', async () => {
    const { gate, setDelay } = setup();
    const { app, permit } = shopWith(gate);
    setDelay(500);
    expect((await request(app).get('/back/api/v1/products')).status).toBe(503);
    expect((await request(app).get('/en/catalogue')).status).toBe(503);
    const placed = await request(app).post('/back/api/v1/orders-web').send({});
    expect(placed.status).toBe(201);
    expect(placed.body.permit).toBe(permit);
    expect((await request(app).post('/back/api/v1/orders').send({})).status).toBe(201);
    const form = await request(app).post('/tm/checkout').type('form').send({ name: 'Aýna' });
    expect([form.status, form.text]).toEqual([200, `rendered ${permit}`]);
    const done = await request(app).get(`/en/checkout/done/${TOKEN}`);
    expect([done.status, done.text]).toEqual([200, `rendered ${permit}`]);
  });

  it('while the saturated loop sheds every share of the API, orders still pass', async () => {
    const { gate, setShare } = setup();
    const { app } = shopWith(gate);
    setShare(0.9);
    const reads = await Promise.all(Array.from({ length: 10 }, () => request(app).get('/back/api/v1/products')));
    expect(reads.filter((r) => r.status === 503).length).toBeGreaterThanOrEqual(8);
    const orders = await Promise.all(Array.from({ length: 10 }, () => request(app).post('/back/api/v1/orders-web').send({})));
    expect(orders.map((r) => r.status)).toEqual(Array(10).fill(201));
  });

  it('lets at most maxInFlight orders past at once; one more takes the gate and is refused while the loop lags', async () => {
    const { gate, setDelay } = setup();
    const { app, api, held } = shopWith(gate, 2);
    const server = app.listen(0, '127.0.0.1');
    try {
      setDelay(500);
      const agent = request(server);
      const first = [agent.post('/back/api/v1/orders-web?hold').then((r) => r), agent.post('/back/api/v1/orders-web?hold').then((r) => r)];
      await expect.poll(() => held.length).toBe(2);
      expect(api.inFlight).toBe(2);
      expect((await agent.post('/back/api/v1/orders-web').send({})).status).toBe(503);
      held.splice(0).forEach((answer) => answer());
      expect((await Promise.all(first)).map((r) => r.status)).toEqual([201, 201]);
      await expect.poll(() => api.inFlight).toBe(0);
      expect((await agent.post('/back/api/v1/orders-web').send({})).status).toBe(201);
    } finally {
      server.close();
    }
  });
});
