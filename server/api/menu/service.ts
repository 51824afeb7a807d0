import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { BackendDeps } from '../deps';
import { notFound } from '../../http/errors';
import type { CategoryChange, CategoryInput, DishChange, DishInput } from '../../../shared/schemas/menu';
import type { AuditActor } from '../audit/service';
import { createMenuChange } from './change';
import { presentCategory, presentDish, type DeskCategory, type DeskDish, type NotOfferedReader } from './present';
import * as repo from './repo';
import { checkDish, dishColumns, dishInput, move } from './service-parts';

type Db = Kysely<Schema>;

const categoryNotFound = () => notFound('menu.category_not_found');
const dishNotFound = () => notFound('menu.dish_not_found');

/**
 * The desk's menu: every change is one transaction that writes the row, its audit entry and a new
 * catalogue version (so every process's caches drop it within a second), then a `menu.changed` event.
 */
export function createMenuService(deps: BackendDeps, notOfferedDishes: NotOfferedReader, onChange: () => void = () => {}) {
  const { database } = deps;

  const change = createMenuChange(deps, onChange);

  const dish = async (db: Db, id: number) => {
    const row = await repo.findDish(db, id);
    if (!row) throw dishNotFound();
    return presentDish(row, (await notOfferedDishes(db, [id], deps.now())).get(id) ?? []);
  };
  const category = async (db: Db, id: number) => {
    const row = await repo.findCategory(db, id);
    if (!row) throw categoryNotFound();
    return presentCategory(row);
  };

  return {
    async menu() {
      const { db } = database;
      const [units, categories, dishes] = await Promise.all([repo.listUnits(db), repo.listCategories(db), repo.listDishes(db)]);
      const notOffered = await notOfferedDishes(
        db,
        dishes.map((d) => d.id),
        deps.now(),
      );
      return {
        units: units.map((u) => ({ code: u.code, name: { tm: u.name_tm, ru: u.name_ru, en: u.name_en } })),
        categories: categories.map(presentCategory),
        dishes: dishes.map((d) => presentDish(d, notOffered.get(d.id) ?? [])),
      };
    },

    addCategory: (actor: AuditActor, input: CategoryInput) =>
      change<DeskCategory>(actor, 'category.add', 'category', async (db) => {
        const { id } = await db
          .insertInto('categories')
          .values({
            name_tm: input.name.tm.trim(),
            name_ru: input.name.ru.trim(),
            name_en: input.name.en.trim(),
            image: input.image,
            sort_order: await repo.nextSortOrder(db, 'categories'),
            archived: 0,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { id, before: null, after: await category(db, id) };
      }),

    changeCategory: (actor: AuditActor, id: number, patch: CategoryChange) =>
      change<DeskCategory>(
        actor,
        patch.archived === undefined ? 'category.edit' : patch.archived ? 'category.archive' : 'category.restore',
        'category',
        async (db) => {
          const before = await category(db, id);
          const name = patch.name ?? before.name;
          await db
            .updateTable('categories')
            .set({
              name_tm: name.tm.trim(),
              name_ru: name.ru.trim(),
              name_en: name.en.trim(),
              image: patch.image ?? before.image,
              archived: (patch.archived ?? before.archived) ? 1 : 0,
              station: patch.station === undefined ? before.station : patch.station,
            })
            .where('id', '=', id)
            .execute();
          return { id, before, after: await category(db, id) };
        },
      ),

    moveCategory: (actor: AuditActor, id: number, direction: 'up' | 'down') =>
      change(actor, `category.move_${direction}`, 'category', async (db) => {
        await category(db, id);
        const before = (await repo.orderedIds(db, 'categories')).map((r) => r.id);
        await move(db, 'categories', id, direction);
        return { id, before, after: (await repo.orderedIds(db, 'categories')).map((r) => r.id) };
      }),

    addDish: (actor: AuditActor, input: DishInput) =>
      change<DeskDish>(actor, 'product.add', 'product', async (db) => {
        const unitId = await checkDish(db, input);
        const { id } = await db
          .insertInto('products')
          .values({ ...dishColumns(input, unitId), sort_order: await repo.nextSortOrder(db, 'products'), archived: 0 })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { id, before: null, after: await dish(db, id) };
      }),

    changeDish: (actor: AuditActor, id: number, patch: DishChange) =>
      change<DeskDish>(
        actor,
        patch.archived === undefined ? 'product.edit' : patch.archived ? 'product.archive' : 'product.restore',
        'product',
        async (db) => {
          const before = await dish(db, id);
          const { archived, ...fields } = patch;
          const next: DishInput = { ...dishInput(before), ...fields };
          const unitId = await checkDish(db, next);
          await db
            .updateTable('products')
            .set({ ...dishColumns(next, unitId), archived: (archived ?? before.archived) ? 1 : 0 })
            .where('id', '=', id)
            .execute();
          return { id, before, after: await dish(db, id) };
        },
      ),

    moveDish: (actor: AuditActor, id: number, direction: 'up' | 'down') =>
      change(actor, `product.move_${direction}`, 'product', async (db) => {
        const { category: categoryId } = await dish(db, id);
        const order = async () => (await repo.orderedIds(db, 'products', categoryId)).map((r) => r.id);
        const before = await order();
        await move(db, 'products', id, direction, categoryId);
        return { id, before, after: await order() };
      }),

    /** The dish's picture becomes an uploaded photo (already stored). */
    setDishPhoto: (actor: AuditActor, id: number, image: string) =>
      change<DeskDish>(actor, 'product.photo', 'product', async (db) => {
        const before = await dish(db, id);
        await db.updateTable('products').set({ image }).where('id', '=', id).execute();
        return { id, before: { image: before.image }, after: await dish(db, id) };
      }),

    /** 404 before an upload is read and resized for a dish that is not there. */
    async assertDish(id: number) {
      await dish(database.db, id);
    },
  };
}

export type MenuService = ReturnType<typeof createMenuService>;
