import { Router, type Request } from 'express';
import type { BackendDeps } from '../deps';
import type { AuditActor } from '../audit/service';
import { requireOwner } from '../auth/staff-guard';
import { sendData } from '../../http/respond';
import { validate } from '../../http/validate';
import { pathId } from '../ids';
import { ZoneBody } from './schemas';
import { createZonesService } from './service';

const actorOf = (req: Request): AuditActor => ({ kind: 'staff', userId: req.staff!.id });

/**
 * The desk's editing at /desk/zones, mounted behind the desk's staff guard: any staff member reads,
 * the owner changes them (fees are shop settings, §1).
 */
export function createDeskZonesRouter(deps: BackendDeps): Router {
  const zones = createZonesService(deps);
  const router = Router();

  router.get('/', async (_req, res) => sendData(res, await zones.list()));
  router.post('/', requireOwner, validate(ZoneBody), async (req, res) => {
    res.status(201).json({ success: true, data: await zones.create(req.body, actorOf(req)) });
  });
  router.put('/:id', requireOwner, validate(ZoneBody), async (req, res) => {
    sendData(res, await zones.update(pathId(req.params.id, 'zone_not_found'), req.body, actorOf(req)));
  });
  router.delete('/:id', requireOwner, async (req, res) => {
    await zones.remove(pathId(req.params.id, 'zone_not_found'), actorOf(req));
    sendData(res, await zones.list());
  });
  return router;
}
