import { Router } from 'express';
import type { BackendDeps } from '../deps';
import { requireUser, type Middleware } from '../../http/auth';
import { sendData } from '../../http/respond';
import { validate } from '../../http/validate';
import { BasketLineBody, BasketMergeBody } from './schemas';
import { createBasketService } from './service';

export function createBasketRouter(deps: BackendDeps, signIn: Middleware): Router {
  const basket = createBasketService(deps);
  const router = Router();
  router.use(['/basket', '/basket-multiple'], signIn, requireUser);

  router.get('/basket', async (req, res) => {
    sendData(res, await basket.read(req.user!.id, req.locale));
  });

  router.post('/basket', validate(BasketLineBody), async (req, res) => {
    sendData(res, await basket.set(req.user!.id, req.body, req.locale));
  });

  router.post('/basket-multiple', validate(BasketMergeBody), async (req, res) => {
    sendData(res, await basket.merge(req.user!.id, req.body.products, req.locale));
  });

  router.delete('/basket/destroy', async (req, res) => {
    sendData(res, await basket.destroy(req.user!.id));
  });

  return router;
}
