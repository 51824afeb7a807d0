import express, { Router, type Request } from 'express';
import type { BackendDeps } from '../deps';
import type { AuditActor } from '../audit/service';
import { AppError, unprocessable } from '../../http/errors';
import { sendData } from '../../http/respond';
import { validate } from '../../http/validate';
import { pathId } from '../ids';
import { CategoryBody, CategoryPatch, DishBody, DishPatch, MoveBody } from '../../../shared/schemas/menu';
import { PHOTO_MAX_BYTES } from '../../../shared/menu/photos';
import { createMenuService } from './service';
import type { NotOfferedReader } from './present';
import { processPhoto } from '../media/photos';
import type { PhotoStore } from '../media/store';

const tooLarge = (err: unknown) =>
  (err as { type?: string }).type === 'entity.too.large'
    ? new AppError(413, 'menu.photo_too_large', undefined, { mb: PHOTO_MAX_BYTES / 1024 / 1024 })
    : err;
// a change that names no field it can change (an empty or unreadable body) is refused, not taken as "no change"
const somethingToChange = (req: Request, _res: unknown, next: () => void) => {
  if (Object.keys(req.body ?? {}).length === 0) throw unprocessable({ body: 'required' });
  next();
};
const actorOf = (req: Request): AuditActor => ({ kind: 'staff', userId: req.staff!.id });

/**
 * The desk's menu at /desk/menu, behind the desk's staff guard (owner and manager: the menu is a manager's work, design §1).
 * Every write is audited, versioned for the caches and broadcast (service.ts).
 */
export function createMenuRouter(deps: BackendDeps, photos: PhotoStore, notOffered: NotOfferedReader, onChange?: () => void): Router {
  const menu = createMenuService(deps, notOffered, onChange);
  const router = Router();

  router.get('/', async (_req, res) => sendData(res, await menu.menu()));

  router.post('/categories', validate(CategoryBody), async (req, res) => {
    res.status(201).json({ success: true, data: await menu.addCategory(actorOf(req), req.body) });
  });
  router.patch('/categories/:id', validate(CategoryPatch), somethingToChange, async (req, res) => {
    sendData(res, await menu.changeCategory(actorOf(req), pathId(req.params.id, 'menu.category_not_found'), req.body));
  });
  router.post('/categories/:id/move', validate(MoveBody), async (req, res) => {
    sendData(res, await menu.moveCategory(actorOf(req), pathId(req.params.id, 'menu.category_not_found'), req.body.direction));
  });

  router.post('/dishes', validate(DishBody), async (req, res) => {
    res.status(201).json({ success: true, data: await menu.addDish(actorOf(req), req.body) });
  });
  router.patch('/dishes/:id', validate(DishPatch), somethingToChange, async (req, res) => {
    sendData(res, await menu.changeDish(actorOf(req), pathId(req.params.id, 'menu.dish_not_found'), req.body));
  });
  router.post('/dishes/:id/move', validate(MoveBody), async (req, res) => {
    sendData(res, await menu.moveDish(actorOf(req), pathId(req.params.id, 'menu.dish_not_found'), req.body.direction));
  });

  // the photo is the request body itself; its name and declared type are never read (photos.ts decides by content)
  const photoBody = express.raw({ type: () => true, limit: PHOTO_MAX_BYTES });
  router.post('/dishes/:id/photo', async (req, res) => {
    const id = pathId(req.params.id, 'menu.dish_not_found');
    await menu.assertDish(id);
    await new Promise<void>((resolve, reject) => photoBody(req, res, (err?: unknown) => (err ? reject(tooLarge(err)) : resolve())));
    const photo = await processPhoto(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));
    for (const file of photo.files) await photos.put(file.name, file.data);
    sendData(res, await menu.setDishPhoto(actorOf(req), id, photo.image));
  });

  return router;
}
