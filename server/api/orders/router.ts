import { Router, type Request, type Response } from 'express';
import type { BackendDeps } from '../deps';
import { negotiateLocale } from '../../../shared/locale';
import { authenticate, requireUser } from '../../http/auth';
import { listMeta, sendData } from '../../http/respond';
import { validate } from '../../http/validate';
import { pathId } from '../ids';
import { requireIdempotencyKey } from './idempotency';
import { CustomerOrderBody, GuestOrderBody, OrderListQuery } from './schemas';
import { createOrderService, type Placed } from './service';

const localeOf = (req: Request) => negotiateLocale(req.get('accept-language'));

export function createOrdersRouter(deps: BackendDeps): Router {
  const orders = createOrderService(deps);
  const router = Router();
  const signIn = authenticate(deps);
  // 201 for the order just made, 200 for a repeat of the same request: the body is the same order.
  const answer = (res: Response, placed: Placed) => res.status(placed.replay ? 200 : 201).json({ success: true, data: placed.order });

  router.post('/orders', signIn, requireUser, requireIdempotencyKey, validate(CustomerOrderBody), async (req, res) => {
    answer(res, await orders.placeForCustomer(req.user!.id, req.idempotencyKey!, req.body, localeOf(req)));
  });

  router.post('/orders-web', requireIdempotencyKey, validate(GuestOrderBody), async (req, res) => {
    answer(res, await orders.placeForGuest(req.idempotencyKey!, req.body, localeOf(req)));
  });

  router.get('/orders', signIn, requireUser, validate(OrderListQuery, 'query'), async (req, res) => {
    const { page, limit } = req.query as unknown as { page: number; limit: number };
    const { orders: list, total } = await orders.list(req.user!.id, page, limit, localeOf(req));
    sendData(res, list, listMeta(total, page, limit));
  });

  router.get('/orders/:id', signIn, requireUser, async (req, res) => {
    sendData(res, await orders.get(req.user!.id, pathId(req.params.id, 'order_not_found'), localeOf(req)));
  });

  return router;
}
