import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { BackendDeps } from '../deps';
import type { DeskChoiceGroup, DeskChoices, DeskDishChoices } from '../../../shared/api/choices';
import type { GroupChange, GroupInput, OptionChange, OptionInput, OptionStopInput } from '../../../shared/schemas/choices';
import { limitsField, limitsProblem, MAX_GROUP_OPTIONS, publishProblems } from '../../../shared/choices';
import { parseMoney } from '../../../shared/money';
import { stopUntil } from '../../../shared/stop-list';
import { AppError, notFound, unprocessable } from '../../http/errors';
import type { AuditActor } from '../audit/service';
import { createMenuChange } from '../menu/change';
import { dishGroups } from './load';
import * as repo from './desk-repo';
import { presentGroup } from './desk-present';
import { checkRequiredOnSlots, checkSlotDish, checkSlotGroups } from './slot-check';

type Db = Kysely<Schema>;

const names = (n: { tm: string; ru: string; en: string }) => ({ name_tm: n.tm.trim(), name_ru: n.ru.trim(), name_en: n.en.trim() });

/** The desk's choice groups: every change audited, versioned and announced like the rest of the menu (menu/change.ts). */
export function createDeskChoices(deps: BackendDeps, onChange: () => void = () => {}) {
  const change = createMenuChange(deps, onChange);

  async function view(db: Db): Promise<DeskChoices> {
    const now = deps.now();
    const [groups, options, attachments, marks] = await Promise.all([
      repo.allGroups(db),
      repo.allOptions(db),
      repo.allAttachments(db),
      repo.optionMarks(db),
    ]);
    const until = new Map(marks.map((m) => [m.option_id, m.until]));
    const dishIds = [...new Set(attachments.map((a) => a.product_id))];
    const loaded = await dishGroups(db, dishIds, now);
    return {
      groups: groups.map((g) => presentGroup(g, options, attachments, until, now)),
      dishes: dishIds.map((id) => ({
        dish_id: id,
        group_ids: attachments.filter((a) => a.product_id === id).map((a) => a.group_id),
        problems: publishProblems(loaded.get(id) ?? []),
      })),
    };
  }

  const group = async (db: Db, id: number) => {
    const found = (await view(db)).groups.find((g) => g.id === id);
    if (!found) throw notFound('menu.group_not_found');
    return found;
  };
  const option = async (db: Db, id: number) => {
    const row = await repo.findOption(db, id);
    if (!row) throw notFound('menu.option_not_found');
    return row;
  };
  const checkProduct = async (db: Db, productId: number | null | undefined) => {
    if (productId != null && !(await repo.dishExists(db, productId))) throw unprocessable({ product: 'unknown_product' });
  };
  const optionColumns = (o: OptionInput) => ({
    ...names(o.name),
    price: parseMoney(o.price)!,
    is_default: o.is_default ? 1 : 0,
    product_id: o.product ?? null,
  });

  return {
    view: () => view(deps.database.db),

    addGroup: (actor: AuditActor, input: GroupInput) =>
      change<DeskChoiceGroup>(actor, 'choice_group.add', 'choice_group', async (db) => {
        for (const [i, o] of (input.options ?? []).entries()) {
          await checkProduct(db, o.product);
          await checkSlotDish(db, null, o.product, `options.${i}.product`);
        }
        const { id } = await db
          .insertInto('choice_groups')
          .values({ ...names(input.name), min_select: input.min, max_select: input.max, archived: 0 })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (const [i, o] of (input.options ?? []).entries())
          await db
            .insertInto('choice_options')
            .values({ group_id: id, ...optionColumns(o), sort_order: i, archived: 0 })
            .execute();
        return { id, before: null, after: await group(db, id) };
      }),

    changeGroup: (actor: AuditActor, id: number, patch: GroupChange) =>
      change<DeskChoiceGroup>(actor, 'choice_group.edit', 'choice_group', async (db) => {
        const before = await group(db, id);
        const min = patch.min ?? before.min;
        const max = patch.max ?? before.max;
        const limits = limitsProblem(min, max);
        if (limits) throw unprocessable({ [limitsField(limits, patch.min === undefined)]: limits });
        if (before.min === 0) await checkRequiredOnSlots(db, id, min);
        const name = patch.name ?? before.name;
        await db
          .updateTable('choice_groups')
          .set({ ...names(name), min_select: min, max_select: max, archived: (patch.archived ?? before.archived) ? 1 : 0 })
          .where('id', '=', id)
          .execute();
        return { id, before, after: await group(db, id) };
      }),

    addOption: (actor: AuditActor, groupId: number, input: OptionInput) =>
      change<DeskChoiceGroup>(actor, 'choice_option.add', 'choice_option', async (db) => {
        await group(db, groupId);
        await checkProduct(db, input.product);
        await checkSlotDish(db, groupId, input.product);
        // archived ones count: the move buttons send every option of the group, at most MAX_GROUP_OPTIONS
        if ((await repo.optionCount(db, groupId)) >= MAX_GROUP_OPTIONS)
          throw new AppError(422, 'menu.group_full', { options: 'too_many' }, { max: MAX_GROUP_OPTIONS });
        const { id } = await db
          .insertInto('choice_options')
          .values({ group_id: groupId, ...optionColumns(input), sort_order: await repo.nextOptionPlace(db, groupId), archived: 0 })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { id, before: null, after: await group(db, groupId) };
      }),

    changeOption: (actor: AuditActor, id: number, patch: OptionChange) =>
      change<DeskChoiceGroup>(actor, 'choice_option.edit', 'choice_option', async (db) => {
        const before = await option(db, id);
        await checkProduct(db, patch.product);
        await checkSlotDish(db, before.group_id, patch.product);
        await db
          .updateTable('choice_options')
          .set({
            ...(patch.name ? names(patch.name) : {}),
            ...(patch.price !== undefined ? { price: parseMoney(patch.price)! } : {}),
            ...(patch.is_default !== undefined ? { is_default: patch.is_default ? 1 : 0 } : {}),
            ...(patch.product !== undefined ? { product_id: patch.product } : {}),
            ...(patch.archived !== undefined ? { archived: patch.archived ? 1 : 0 } : {}),
          })
          .where('id', '=', id)
          .execute();
        return { id, before, after: await group(db, before.group_id) };
      }),

    /** The dish's groups, in the order given (a reusable group may sit on any number of dishes). */
    attach: (actor: AuditActor, dishId: number, groupIds: number[]) =>
      change<DeskDishChoices>(actor, 'product.choice_groups', 'product', async (db) => {
        if (!(await repo.dishExists(db, dishId))) throw notFound('menu.dish_not_found');
        const unique = [...new Set(groupIds)];
        const known = await repo.existingGroupIds(db, unique);
        const fields = Object.fromEntries(groupIds.flatMap((g, i) => (known.has(g) ? [] : [[`group_ids.${i}`, 'unknown_group']])));
        if (Object.keys(fields).length) throw unprocessable(fields);
        await checkSlotGroups(db, dishId, groupIds);
        const before = (await view(db)).dishes.find((d) => d.dish_id === dishId) ?? null;
        await repo.setAttachments(db, dishId, unique);
        const after = (await view(db)).dishes.find((d) => d.dish_id === dishId) ?? { dish_id: dishId, group_ids: [], problems: [] };
        return { id: dishId, before, after };
      }),

    /** An option sold out for a while (the dishes' lengths: shared/stop-list.ts), or back on sale. */
    stop: (actor: AuditActor, id: number, input: OptionStopInput) =>
      change<DeskChoiceGroup>(actor, 'option_stop_list.add', 'choice_option', async (db) => {
        const row = await option(db, id);
        if (input.length === 'until' && !input.at) throw unprocessable({ at: 'required' });
        const now = deps.now();
        const until = stopUntil(input.length, now, input.at);
        if (until !== null && Date.parse(until) <= now.getTime()) throw unprocessable({ at: 'in_the_past' });
        await repo.putOptionMark(db, id, until, now);
        return { id, before: null, after: await group(db, row.group_id) };
      }),

    unstop: (actor: AuditActor, id: number) =>
      change<DeskChoiceGroup>(actor, 'option_stop_list.remove', 'choice_option', async (db) => {
        const row = await option(db, id);
        await repo.deleteOptionMark(db, id);
        return { id, before: null, after: await group(db, row.group_id) };
      }),
  };
}
