import { Router, type Request } from 'express';
import type { BackendDeps } from '../deps';
import type { AuditActor } from '../audit/service';
import { unprocessable } from '../../http/errors';
import { sendData } from '../../http/respond';
import { validate } from '../../http/validate';
import { pathId } from '../ids';
import {
  AttachBody,
  GroupBody,
  GroupOrderBody,
  GroupPatch,
  OptionBody,
  OptionOrderBody,
  OptionPatch,
  OptionStopBody,
} from '../../../shared/schemas/choices';
import { createDeskChoices } from './desk';
import { createDeskChoiceOrder } from './desk-order';

const actorOf = (req: Request): AuditActor => ({ kind: 'staff', userId: req.staff!.id });
const somethingToChange = (req: Request, _res: unknown, next: () => void) => {
  if (Object.keys(req.body ?? {}).length === 0) throw unprocessable({ body: 'required' });
  next();
};

/** The desk's choice groups, inside /desk/menu (owner and manager): groups, options, a dish's groups, the option stop-list. */
export function createDeskChoicesRouter(deps: BackendDeps, onChange?: () => void): Router {
  const choices = createDeskChoices(deps, onChange);
  const order = createDeskChoiceOrder(deps, onChange);
  const router = Router();
  const groupId = (req: Request) => pathId(req.params.id as string, 'menu.group_not_found');
  const optionId = (req: Request) => pathId(req.params.id as string, 'menu.option_not_found');

  router.get('/groups', async (_req, res) => sendData(res, await choices.view()));
  router.post('/groups', validate(GroupBody), async (req, res) => {
    res.status(201).json({ success: true, data: await choices.addGroup(actorOf(req), req.body) });
  });
  router.patch('/groups/:id', validate(GroupPatch), somethingToChange, async (req, res) =>
    sendData(res, await choices.changeGroup(actorOf(req), groupId(req), req.body)),
  );
  router.post('/groups/:id/options', validate(OptionBody), async (req, res) => {
    res.status(201).json({ success: true, data: await choices.addOption(actorOf(req), groupId(req), req.body) });
  });
  router.patch('/options/:id', validate(OptionPatch), somethingToChange, async (req, res) =>
    sendData(res, await choices.changeOption(actorOf(req), optionId(req), req.body)),
  );
  router.post('/options/:id/stop', validate(OptionStopBody), async (req, res) =>
    sendData(res, await choices.stop(actorOf(req), optionId(req), req.body)),
  );
  router.delete('/options/:id/stop', async (req, res) => sendData(res, await choices.unstop(actorOf(req), optionId(req))));
  router.put('/dishes/:id/groups', validate(AttachBody), async (req, res) =>
    sendData(res, await choices.attach(actorOf(req), pathId(req.params.id as string, 'menu.dish_not_found'), req.body.group_ids)),
  );
  // the move buttons: every id in the new order
  router.put('/groups/:id/options/order', validate(OptionOrderBody), async (req, res) =>
    sendData(res, await order.orderOptions(actorOf(req), groupId(req), req.body.option_ids)),
  );
  router.put('/dishes/:id/groups/order', validate(GroupOrderBody), async (req, res) =>
    sendData(res, await order.orderDishGroups(actorOf(req), pathId(req.params.id as string, 'menu.dish_not_found'), req.body.group_ids)),
  );
  return router;
}
