import { Router, type Request } from 'express';
import type { BackendDeps } from '../deps';
import type { AuditActor } from '../audit/service';
import { notFound } from '../../http/errors';
import { sendData } from '../../http/respond';
import { validate } from '../../http/validate';
import { pathId } from '../ids';
import { hoursColumns, type MenuWindow } from '../../../shared/menu-hours';
import { MenuHoursBody } from '../../../shared/schemas/menu-hours';
import { createMenuChange } from './change';
import { presentCategory, presentDish, type NotOfferedReader } from './present';
import * as repo from './repo';

const actorOf = (req: Request): AuditActor => ({ kind: 'staff', userId: req.staff!.id });

/**
 * A category's or a dish's serving hours (menus by the hour, shared/menu-hours.ts), at
 * /desk/menu/categories/:id/hours and /desk/menu/dishes/:id/hours: a window, or null for always.
 * Audited, versioned for the caches and broadcast like every other menu edit (change.ts).
 */
export function menuHoursRoutes(deps: BackendDeps, notOfferedDishes: NotOfferedReader, onChange: () => void = () => {}): Router {
  const change = createMenuChange(deps, onChange);
  const router = Router();

  const setCategory = (actor: AuditActor, id: number, hours: MenuWindow | null) =>
    change(actor, 'category.hours', 'category', async (db) => {
      const before = await repo.findCategory(db, id);
      if (!before) throw notFound('menu.category_not_found');
      await db.updateTable('categories').set(hoursColumns(hours)).where('id', '=', id).execute();
      return { id, before: presentCategory(before).hours, after: presentCategory((await repo.findCategory(db, id))!) };
    });

  const setDish = (actor: AuditActor, id: number, hours: MenuWindow | null) =>
    change(actor, 'product.hours', 'product', async (db) => {
      const before = await repo.findDish(db, id);
      if (!before) throw notFound('menu.dish_not_found');
      await db.updateTable('products').set(hoursColumns(hours)).where('id', '=', id).execute();
      const notOffered = (await notOfferedDishes(db, [id], deps.now())).get(id) ?? [];
      return { id, before: presentDish(before, notOffered).hours, after: presentDish((await repo.findDish(db, id))!, notOffered) };
    });

  router.put('/categories/:id/hours', validate(MenuHoursBody), async (req, res) => {
    sendData(res, await setCategory(actorOf(req), pathId(req.params.id, 'menu.category_not_found'), req.body.hours));
  });
  router.put('/dishes/:id/hours', validate(MenuHoursBody), async (req, res) => {
    sendData(res, await setDish(actorOf(req), pathId(req.params.id, 'menu.dish_not_found'), req.body.hours));
  });
  return router;
}
