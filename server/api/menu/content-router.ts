import { Router, type Request } from 'express';
import type { BackendDeps } from '../deps';
import type { AuditActor } from '../audit/service';
import { requireOwner } from '../auth/staff-guard';
import { notFound } from '../../http/errors';
import { sendData } from '../../http/respond';
import { validate } from '../../http/validate';
import { PageBody, PopupBody, Slug } from '../../../shared/schemas/menu';
import { createContentService } from './content';

const actorOf = (req: Request): AuditActor => ({ kind: 'staff', userId: req.staff!.id });
const slugOf = (raw: unknown): string => {
  if (!Slug.is(raw)) throw notFound('page_not_found');
  return raw;
};

/** The desk's pages and pop-up at /desk/content, behind the desk's staff guard: the owner's (shop content is a setting, design §1). */
export function createContentRouter(deps: BackendDeps, onChange?: () => void): Router {
  const content = createContentService(deps, onChange);
  const router = Router();
  router.use(requireOwner);

  router.get('/', async (_req, res) => sendData(res, await content.content()));
  router.post('/pages', validate(PageBody), async (req, res) => {
    res.status(201).json({ success: true, data: await content.addPage(actorOf(req), req.body) });
  });
  router.put('/pages/:slug', validate(PageBody), async (req, res) => {
    sendData(res, await content.changePage(actorOf(req), slugOf(req.params.slug), req.body));
  });
  router.delete('/pages/:slug', async (req, res) => {
    await content.removePage(actorOf(req), slugOf(req.params.slug));
    sendData(res, await content.content());
  });
  router.put('/popup', validate(PopupBody), async (req, res) => {
    sendData(res, await content.setPopup(actorOf(req), req.body));
  });
  router.delete('/popup', async (req, res) => {
    sendData(res, await content.setPopup(actorOf(req), null));
  });
  return router;
}
