import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import cookieParser from 'cookie-parser';
import { restaurantFirst, restaurantPages, restaurantWork } from './restaurant-lane';
import { shedApi, shedPages } from './overload';
import { staffSightings } from './staff-sightings';
import { setup } from './overload.test-support';

describe('the restaurant’s lane past the gate', () => {
  it('is the desk’s API and the printers’, nothing of the shop’s', () => {
    for (const path of ['/desk/orders', '/desk/kitchen/orders', '/desk/events', '/desk/login', '/cloudprnt/abc', '/desk'])
      expect([path, restaurantWork({ path })]).toEqual([path, true]);
    for (const path of ['/products', '/orders', '/desktop', '/shop/estimates', '/admin/orders', '/cloudprntx'])
      expect([path, restaurantWork({ path })]).toEqual([path, false]);
  });

  it('lets at most maxInFlight calls and maxStreams streams past while the loop lags; one more is refused', async () => {
    const { gate, setDelay } = setup();
    const lane = restaurantFirst(shedApi(gate), { maxInFlight: 1, maxStreams: 1 });
    const held: Array<() => void> = [];
    const app = express();
    app.use('/back/api/v1', lane, (req, res) => {
      const answer = () => void res.json({ success: true });
      if (req.query.hold === undefined) answer();
      else held.push(answer);
    });
    const server = app.listen(0, '127.0.0.1');
    try {
      setDelay(500);
      const agent = request(server);
      expect((await agent.get('/back/api/v1/products')).status).toBe(503);
      const first = [agent.get('/back/api/v1/desk/orders?hold').then((r) => r), agent.get('/back/api/v1/desk/events?hold').then((r) => r)];
      await expect.poll(() => held.length).toBe(2);
      expect([lane.inFlight, lane.streams]).toEqual([1, 1]);
      expect((await agent.get('/back/api/v1/desk/today')).status).toBe(503);
      expect((await agent.get('/back/api/v1/desk/events')).status).toBe(503);
      held.splice(0).forEach((answer) => answer());
      expect((await Promise.all(first)).map((r) => r.status)).toEqual([200, 200]);
      await expect.poll(() => lane.inFlight + lane.streams).toBe(0);
      expect((await agent.post('/back/api/v1/cloudprnt/abc')).status).toBe(200);
    } finally {
      server.close();
    }
  });
});

describe('the desk’s pages past the page gate', () => {
  it('admit a token the desk’s API accepted, at most maxPages at once; a forged or signed-out one meets the gate', async () => {
    const { gate, setDelay } = setup();
    const sightings = staffSightings();
    const held: Array<() => void> = [];
    const app = express();
    app.use(cookieParser());
    app.use('/back/api/v1', restaurantFirst(shedApi(gate), { sightings }), (req, res) => {
      // the staff guard's answer, as the desk's router gives it
      res.status(req.get('cookie') === 'desk_session=staff' ? 200 : 401).json({});
    });
    const pages = restaurantPages(shedPages(gate), sightings, { maxPages: 1 });
    app.get('/desk', pages, (req, res) => {
      if (req.query.hold === undefined) res.send('desk');
      else held.push(() => void res.send('desk'));
    });
    const server = app.listen(0, '127.0.0.1');
    try {
      const agent = request(server);
      const as = (cookie: string) => agent.get('/desk').set('Cookie', cookie);
      // the guard refused this one and /desk/me answers anyone: neither marks its token
      await agent.get('/back/api/v1/desk/orders').set('Cookie', 'desk_session=forged');
      await agent.get('/back/api/v1/desk/me').set('Cookie', 'desk_session=staff');
      setDelay(500);
      expect((await as('desk_session=staff')).status).toBe(503);
      setDelay(0);
      expect((await agent.get('/back/api/v1/desk/orders').set('Cookie', 'desk_session=staff')).status).toBe(200);
      setDelay(500);
      expect([
        (await as('desk_session=staff')).status,
        (await as('desk_session=forged')).status,
        (await agent.get('/desk')).status,
      ]).toEqual([200, 503, 503]);
      const first = as('desk_session=staff')
        .query({ hold: '' })
        .then((r) => r);
      await expect.poll(() => held.length).toBe(1);
      expect([pages.inFlight, (await as('desk_session=staff')).status]).toEqual([1, 503]);
      held.splice(0).forEach((answer) => answer());
      expect((await first).status).toBe(200);
      await agent.post('/back/api/v1/desk/logout').set('Authorization', 'Bearer staff');
      expect((await as('desk_session=staff')).status).toBe(503);
    } finally {
      server.close();
    }
  });
});
