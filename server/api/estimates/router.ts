import { Router } from 'express';
import type { BackendDeps } from '../deps';
import { sendData } from '../../http/respond';
import { deskEstimates } from './service';

/** The desk's view of the estimates, mounted behind the staff guard: what each zone's rests on, and the accept defaults. */
export function createDeskEstimatesRouter(deps: BackendDeps): Router {
  const router = Router();
  router.get('/estimates', async (_req, res) => sendData(res, await deskEstimates(deps.database.db, deps.now())));
  return router;
}
