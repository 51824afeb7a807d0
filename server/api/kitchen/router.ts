import { Router, type Request } from 'express';
import type { BackendDeps } from '../deps';
import type { AuditActor } from '../audit/service';
import { sendData } from '../../http/respond';
import { validate } from '../../http/validate';
import { pathId } from '../ids';
import { BumpBody, KitchenQuery } from '../../../shared/kitchen';
import { createKitchen } from './service';

const actorOf = (req: Request): AuditActor => ({ kind: 'staff', userId: req.staff!.id });

/** The kitchen display at /desk/kitchen, behind the desk's staff guard: every role, the cook's only routes. */
export function createKitchenRouter(deps: BackendDeps): Router {
  const kitchen = createKitchen(deps);
  const router = Router();

  router.get('/orders', validate(KitchenQuery, 'query'), async (req, res) => {
    sendData(res, await kitchen.board(req.locale, req.query.station));
  });
  router.post('/lines/:id/done', async (req, res) => {
    sendData(res, await kitchen.toggleLine(pathId(req.params.id, 'kitchen.line_not_found')));
  });
  router.post('/orders/:id/bump', validate(BumpBody), async (req, res) => {
    sendData(res, await kitchen.bump(pathId(req.params.id, 'order_not_found'), req.body.status, actorOf(req)));
  });
  router.post('/orders/:id/recall', async (req, res) => {
    sendData(res, await kitchen.recall(pathId(req.params.id, 'order_not_found'), actorOf(req)));
  });

  return router;
}
