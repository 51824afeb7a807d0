import { Router, type Request } from 'express';
import type { BackendDeps } from '../deps';
import type { AuditActor } from '../audit/service';
import { sendData } from '../../http/respond';
import { validate } from '../../http/validate';
import { pathId } from '../ids';
import { requireOwner } from '../auth/staff-guard';
import { CallToConfirmBody, HoursBody, PauseBody, StopBody, StopListQuery } from './schemas';
import { createRulesService } from './service';
import { BusyBody } from '../../../shared/schemas/estimate';
import { createBusyService } from './busy';
import { createCallToConfirmService } from './call-to-confirm';
import { createFulfilmentService } from './fulfilment';
import { FulfilmentBody } from '../../../shared/schemas/pickup';
import { KitchenTargetBody } from '../../../shared/kitchen';
import { createKitchenTargetService } from './kitchen-target';

const actorOf = (req: Request): AuditActor => ({ kind: 'staff', userId: req.staff!.id });

/**
 * The desk's rules, mounted behind the staff guard: the stop-list, the pause and busy mode for every
 * staff member (the evening's work), the week's hours for the owner (a shop setting).
 */
export function createDeskRulesRouter(deps: BackendDeps): Router {
  const rules = createRulesService(deps);
  const busy = createBusyService(deps);
  const callToConfirm = createCallToConfirmService(deps);
  const fulfilment = createFulfilmentService(deps);
  const kitchenTarget = createKitchenTargetService(deps);
  const router = Router();

  router.get('/stop-list', validate(StopListQuery, 'query'), async (req, res) =>
    sendData(res, await rules.stopList(req.locale, req.query.q)),
  );
  router.post('/stop-list', validate(StopBody), async (req, res) => sendData(res, await rules.stop(req.body, actorOf(req))));
  router.delete('/stop-list/:id', async (req, res) => {
    sendData(res, await rules.unstop(pathId(req.params.id, 'product_not_found'), actorOf(req)));
  });

  router.get('/hours', async (_req, res) => sendData(res, await rules.hours()));
  router.put('/hours', requireOwner, validate(HoursBody), async (req, res) => sendData(res, await rules.saveHours(req.body, actorOf(req))));

  router.post('/pause', validate(PauseBody), async (req, res) => sendData(res, await rules.pause(req.body, actorOf(req))));
  router.delete('/pause', async (req, res) => sendData(res, await rules.resume(actorOf(req))));

  // call to confirm: placed orders wait for staff to phone the shopper; a shop setting, so the owner's
  router.get('/call-to-confirm', async (_req, res) => sendData(res, await callToConfirm.current()));
  router.put('/call-to-confirm', requireOwner, validate(CallToConfirmBody), async (req, res) =>
    sendData(res, await callToConfirm.save(req.body, actorOf(req))),
  );

  // delivery and pickup (each may be turned off, not both), pickup's minimum, estimate and address: the owner's
  router.get('/fulfilment', async (_req, res) => sendData(res, await fulfilment.current()));
  router.put('/fulfilment', requireOwner, validate(FulfilmentBody), async (req, res) =>
    sendData(res, await fulfilment.save(req.body, actorOf(req))),
  );

  // the kitchen's target (its cards' alert): the owner's or a manager's (a cook is refused before here)
  router.get('/kitchen-target', async (_req, res) => sendData(res, await kitchenTarget.current()));
  router.put('/kitchen-target', validate(KitchenTargetBody), async (req, res) =>
    sendData(res, await kitchenTarget.save(req.body, actorOf(req))),
  );

  // busy mode: every estimate longer for 30–90 minutes (shared/estimate.ts); any staff member, like the pause
  router.get('/busy', async (_req, res) => sendData(res, await busy.current()));
  router.post('/busy', validate(BusyBody), async (req, res) => sendData(res, await busy.start(req.body, actorOf(req))));
  router.delete('/busy', async (req, res) => sendData(res, await busy.end(actorOf(req))));
  return router;
}
