import { array, boolean, integer, max, min, nullable, optional, refine, size, type, type Infer } from 'superstruct';
import { Id } from './fields';
import { LocalizedName, Price } from './menu';
import { limitsField, limitsProblem, MAX_DISH_GROUPS, MAX_GROUP_OPTIONS, MAX_LINE_CHOICES } from '../choices';
import { StopBody } from './rules';

// Requests about choice groups (issue 36): a line's selection, and the desk's group editor.

/** A line's chosen options (ids). Left out: the dish's defaults; [] chooses nothing. */
export const Choices = size(array(Id), 0, MAX_LINE_CHOICES);

export const GROUP_NAME_MAX = 100;
export const OPTION_NAME_MAX = 150;
const Limit = max(min(integer(), 0), MAX_GROUP_OPTIONS);

// refused under the field at fault, its code the problem (shared/schemas/failure-code.ts reads `limits` so)
const limits = <T extends { min?: number; max?: number }>(v: T) => {
  if (v.min === undefined || v.max === undefined) return true;
  const problem = limitsProblem(v.min, v.max);
  if (!problem) return true;
  const field = limitsField(problem);
  return { path: [field], key: field, value: v[field], message: problem };
};

/** An option as the desk and the import give it; product: a set meal's dish (its slot option). */
export const OptionFields = {
  name: LocalizedName(OPTION_NAME_MAX),
  price: Price,
  is_default: optional(boolean()),
  product: optional(nullable(Id)),
};
export const OptionBody = type(OptionFields);
export type OptionInput = Infer<typeof OptionBody>;

export const OptionPatch = type({
  name: optional(OptionFields.name),
  price: optional(OptionFields.price),
  is_default: optional(boolean()),
  product: optional(nullable(Id)),
  archived: optional(boolean()),
});
export type OptionChange = Infer<typeof OptionPatch>;

/** A new group, with its first options (more can be added one by one). */
export const GroupBody = refine(
  type({
    name: LocalizedName(GROUP_NAME_MAX),
    min: Limit,
    max: Limit,
    options: optional(size(array(OptionBody), 0, MAX_GROUP_OPTIONS)),
  }),
  'limits',
  limits,
);
export type GroupInput = Infer<typeof GroupBody>;

/** A change to a group; when only one of min/max is sent the server checks it against the other. */
export const GroupPatch = refine(
  type({ name: optional(LocalizedName(GROUP_NAME_MAX)), min: optional(Limit), max: optional(Limit), archived: optional(boolean()) }),
  'limits',
  limits,
);
export type GroupChange = Infer<typeof GroupPatch>;

/** PUT /desk/menu/dishes/{id}/groups: the dish's groups, in the order shown. */
export const AttachBody = type({ group_ids: size(array(Id), 0, MAX_DISH_GROUPS) });

/** PUT /desk/menu/groups/{id}/options/order: every option of the group (archived ones too), in the new order. */
export const OptionOrderBody = type({ option_ids: size(array(Id), 1, MAX_GROUP_OPTIONS) });
export type OptionOrderInput = Infer<typeof OptionOrderBody>;

/** PUT /desk/menu/dishes/{id}/groups/order: every group on the dish, in the new order (which groups: AttachBody). */
export const GroupOrderBody = type({ group_ids: size(array(Id), 1, MAX_DISH_GROUPS) });
export type GroupOrderInput = Infer<typeof GroupOrderBody>;

/** An option on the stop-list: the dishes' lengths (shared/stop-list.ts). */
export const OptionStopBody = type({ length: StopBody.schema.length, at: StopBody.schema.at });
export type OptionStopInput = Infer<typeof OptionStopBody>;
