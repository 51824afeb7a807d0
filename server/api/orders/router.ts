import { Router, type Request, type Response } from 'express';
import type { BackendDeps } from '../deps';
import { requireUser, type Middleware } from '../../http/auth';
import { listMeta, sendData } from '../../http/respond';
import { validate } from '../../http/validate';
import { pathId } from '../ids';
import { requireIdempotencyKey } from './idempotency';
import { CustomerOrderBody, GuestOrderBody, OrderListQuery } from './schemas';
import { createOrderService, type Placed } from './service';
import { createShopperOrders } from './shopper';
import { eventStream } from '../../events/sse';
import { isOrderEvent, type ShopEvent } from '../../../shared/api/events';

export function createOrdersRouter(deps: BackendDeps, signIn: Middleware): Router {
  const orders = createOrderService(deps);
  const router = Router();
  // 201 for the order just made, 200 for a repeat of the same request: the body is the same order.
  const answer = (res: Response, placed: Placed) => res.status(placed.replay ? 200 : 201).json({ success: true, data: placed.order });

  router.post('/orders', signIn, requireUser, requireIdempotencyKey, validate(CustomerOrderBody), async (req, res) => {
    answer(res, await orders.placeForCustomer(req.user!.id, req.idempotencyKey!, req.body, req.locale));
  });

  router.post('/orders-web', requireIdempotencyKey, validate(GuestOrderBody), async (req, res) => {
    answer(res, await orders.placeForGuest(req.idempotencyKey!, req.body, req.locale));
  });

  router.get('/orders', signIn, requireUser, validate(OrderListQuery, 'query'), async (req, res) => {
    const { page, limit } = req.query;
    const { orders: list, total } = await orders.list(req.user!.id, page, limit, req.locale);
    sendData(res, list, listMeta(total, page, limit));
  });

  router.get('/orders/:id', signIn, requireUser, async (req, res) => {
    sendData(res, await orders.get(req.user!.id, pathId(req.params.id, 'order_not_found'), req.locale));
  });

  // After placing: the customer's own order by id, a guest's by the token in their tracking link.
  const shopper = createShopperOrders(deps);
  const mine = (req: Request<{ id: string }>) => shopper.customersOrder(req.user!.id, pathId(req.params.id, 'order_not_found'));
  const tracked = (req: Request<{ token: string }>) => shopper.tracked(req.params.token);
  const thatOrder = (find: (req: Request<any>) => Promise<{ id: number }>) => async (req: Request<any>) => {
    const { id } = await find(req);
    return (event: ShopEvent) => isOrderEvent(event) && event.order_id === id;
  };

  router.post('/orders/:id/cancel', signIn, requireUser, async (req, res) => {
    sendData(res, await shopper.cancel(await mine(req), req.user!.id, req.locale));
  });
  router.post('/orders/:id/reorder', signIn, requireUser, async (req, res) => {
    sendData(res, await shopper.reorder(req.user!.id, await mine(req), req.locale));
  });
  router.get('/orders/:id/events', signIn, requireUser, eventStream(deps.events, thatOrder(mine)));

  router.get('/track/:token', async (req, res) => {
    sendData(res, await shopper.present(await tracked(req), req.locale));
  });
  router.post('/track/:token/cancel', async (req, res) => {
    sendData(res, await shopper.cancel(await tracked(req), null, req.locale));
  });
  router.get('/track/:token/events', eventStream(deps.events, thatOrder(tracked)));

  return router;
}
