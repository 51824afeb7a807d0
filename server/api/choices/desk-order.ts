import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { BackendDeps } from '../deps';
import type { DeskChoiceGroup, DeskDishChoices } from '../../../shared/api/choices';
import { publishProblems } from '../../../shared/choices';
import { isReorderOf } from '../../../shared/reorder';
import { AppError, notFound } from '../../http/errors';
import type { AuditActor } from '../audit/service';
import { createMenuChange } from '../menu/change';
import { groupsOfDish } from './load';
import * as repo from './desk-repo';
import { presentGroup } from './desk-present';

// The order of a group's options and of a dish's groups (issue 36), as the desk's move buttons set it.
// The list must be exactly what is there (a row added or removed by someone else meanwhile is refused, never lost).

type Db = Kysely<Schema>;

const mismatch = (field: string, code: string) => new AppError(422, code, { [field]: 'not_the_same_ids' });

async function groupView(db: Db, id: number, now: Date): Promise<DeskChoiceGroup> {
  const row = await repo.findGroup(db, id);
  if (!row) throw notFound('menu.group_not_found');
  const [options, attachments, marks] = await Promise.all([
    repo.groupOptionsOf(db, id),
    repo.attachmentsOfGroup(db, id),
    repo.optionMarks(db),
  ]);
  const until = new Map(marks.map((m) => [m.option_id, m.until]));
  return presentGroup(row, options, attachments, until, now);
}

async function dishView(db: Db, dishId: number, now: Date): Promise<DeskDishChoices> {
  const groupIds = await repo.groupIdsOfDish(db, dishId);
  return { dish_id: dishId, group_ids: groupIds, problems: publishProblems(await groupsOfDish(db, dishId, now)) };
}

export function createDeskChoiceOrder(deps: BackendDeps, onChange: () => void = () => {}) {
  const change = createMenuChange(deps, onChange);
  return {
    /** Every option of the group (archived ones too), in the order the storefront and the desk list them. */
    orderOptions: (actor: AuditActor, groupId: number, optionIds: number[]) =>
      change<DeskChoiceGroup>(actor, 'choice_group.options_order', 'choice_group', async (db) => {
        const before = await groupView(db, groupId, deps.now());
        if (
          !isReorderOf(
            optionIds,
            before.options.map((o) => o.id),
          )
        )
          throw mismatch('option_ids', 'menu.options_order_mismatch');
        await repo.setOptionOrder(db, groupId, optionIds);
        return { id: groupId, before, after: await groupView(db, groupId, deps.now()) };
      }),

    /** Every group on the dish, in the order its page, modal and tickets show them. */
    orderDishGroups: (actor: AuditActor, dishId: number, groupIds: number[]) =>
      change<DeskDishChoices>(actor, 'product.choice_groups_order', 'product', async (db) => {
        if (!(await repo.dishExists(db, dishId))) throw notFound('menu.dish_not_found');
        const before = await dishView(db, dishId, deps.now());
        if (!isReorderOf(groupIds, before.group_ids)) throw mismatch('group_ids', 'menu.groups_order_mismatch');
        await repo.setDishGroupOrder(db, dishId, groupIds);
        return { id: dishId, before, after: await dishView(db, dishId, deps.now()) };
      }),
  };
}
