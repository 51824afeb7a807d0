import { Router } from 'express';
import type { BackendDeps } from '../deps';
import { negotiateLocale } from '../../../shared/locale';
import { authenticate, requireUser } from '../../http/auth';
import { sendData } from '../../http/respond';
import { validate } from '../../http/validate';
import { BasketLineBody, BasketMergeBody } from './schemas';
import { createBasketService } from './service';

export function createBasketRouter(deps: BackendDeps): Router {
  const basket = createBasketService(deps);
  const router = Router();
  router.use(['/basket', '/basket-multiple'], authenticate(deps), requireUser);
  const locale = (h: string | undefined) => negotiateLocale(h);

  router.get('/basket', async (req, res) => {
    sendData(res, await basket.read(req.user!.id, locale(req.get('accept-language'))));
  });

  router.post('/basket', validate(BasketLineBody), async (req, res) => {
    sendData(res, await basket.set(req.user!.id, req.body.product_id, req.body.quantity, locale(req.get('accept-language'))));
  });

  router.post('/basket-multiple', validate(BasketMergeBody), async (req, res) => {
    sendData(res, await basket.merge(req.user!.id, req.body.products, locale(req.get('accept-language'))));
  });

  router.delete('/basket/destroy', async (req, res) => {
    sendData(res, await basket.destroy(req.user!.id));
  });

  return router;
}
