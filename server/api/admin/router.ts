import { createHash, timingSafeEqual } from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import type { BackendDeps } from '../deps';
import { notFound, unauthorized } from '../../http/errors';
import { listMeta, sendData } from '../../http/respond';
import { validate } from '../../http/validate';
import { pathId } from '../ids';
import { AcceptBody, RejectBody } from '../../../shared/schemas/desk';
import { AdminOrderQuery, StatusBody } from './schemas';
import { createAdminService } from './service';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Without ADMIN_TOKEN the operator API does not exist (404); with it, the bearer must match. */
function requireAdmin(adminToken: string | undefined): RequestHandler {
  const expected = adminToken ? digest(adminToken) : null;
  return (req, _res, next) => {
    if (!expected) throw notFound('not_found');
    const offered = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '')?.[1];
    if (!offered || !timingSafeEqual(digest(offered), expected)) throw unauthorized();
    next();
  };
}

export function createAdminRouter(deps: BackendDeps): Router {
  const admin = createAdminService(deps);
  const router = Router();
  router.use(requireAdmin(deps.config.adminToken));

  router.get('/orders', validate(AdminOrderQuery, 'query'), async (req, res) => {
    const { orders, total } = await admin.list(req.query, req.locale);
    sendData(res, orders, listMeta(total, req.query.page, req.query.limit));
  });

  router.get('/orders/:id', async (req, res) => {
    sendData(res, await admin.get(pathId(req.params.id, 'order_not_found'), req.locale));
  });

  router.post('/orders/:id/status', validate(StatusBody), async (req, res) => {
    sendData(res, await admin.changeStatus(pathId(req.params.id, 'order_not_found'), req.body.status, req.locale));
  });

  // the desk's two actions with what they carry: the estimate, the reason (docs/operator-api.md)
  router.post('/orders/:id/accept', validate(AcceptBody), async (req, res) => {
    sendData(res, await admin.accept(pathId(req.params.id, 'order_not_found'), req.body, req.locale));
  });

  router.post('/orders/:id/reject', validate(RejectBody), async (req, res) => {
    sendData(res, await admin.reject(pathId(req.params.id, 'order_not_found'), req.body, req.locale));
  });

  return router;
}
