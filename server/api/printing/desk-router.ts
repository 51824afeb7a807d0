import { Router } from 'express';
import type { BackendDeps } from '../deps';
import { requireOwner } from '../auth/staff-guard';
import { sendData } from '../../http/respond';
import { validate } from '../../http/validate';
import { AppError, notFound } from '../../http/errors';
import { pathId } from '../ids';
import { PrinterBody } from '../../../shared/schemas/printing';
import { registerPrinter, removePrinter } from './printers';
import { queueReprint } from './queue';
import { printingStatus } from './status';

/** /desk/printing (docs/printing.md), behind the desk's staff guard: the queue and alarm for staff, reprint; the owner registers printers. */
export function createDeskPrintingRouter(deps: BackendDeps): Router {
  const { db } = deps.database;
  const router = Router();

  router.get('/', async (_req, res) => sendData(res, await printingStatus(db, deps.now())));
  router.post('/printers', requireOwner, validate(PrinterBody), async (req, res) => {
    res.status(201).json({ success: true, data: await registerPrinter(db, req.body, deps.now()) });
  });
  router.delete('/printers/:id', requireOwner, async (req, res) => {
    await removePrinter(db, pathId(req.params.id, 'printing.printer_not_found'));
    sendData(res, await printingStatus(db, deps.now()));
  });
  router.post('/orders/:id/reprint', async (req, res) => {
    const id = pathId(req.params.id, 'order_not_found');
    const order = await db.selectFrom('orders').select('id').where('id', '=', id).executeTakeFirst();
    if (!order) throw notFound('order_not_found');
    if ((await queueReprint(db, id, deps.now())) === 0) throw new AppError(409, 'printing.no_printers');
    res.status(201).json({ success: true, data: await printingStatus(db, deps.now()) });
  });
  return router;
}
