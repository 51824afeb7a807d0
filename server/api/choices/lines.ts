import type { LineChoice } from '../../../shared/api/choices';
import {
  canonicalSelection,
  checkSelection,
  defaultSelection,
  isCompletable,
  lineKey,
  unavailableDefault,
  unitPrice,
} from '../../../shared/choices';
import { textWithFallback, type Locale } from '../../../shared/locale';
import { AppError } from '../../http/errors';
import type { LoadedGroup } from './load';
import { lineChoices } from './present';
import type { StaleOption } from './stale';

// One line's choices checked by the rule (shared/choices.ts) and priced from the database: the server's
// only way from a request's option ids to a basket line or an order line.

export interface ResolvedLine {
  key: string;
  /** option ids ascending */
  selection: number[];
  /** the dish's price with its choices, minor units */
  unit: number;
  choices: LineChoice[];
}

export interface Dish {
  id: number;
  price: number;
  name_tm: string;
  name_ru: string;
  name_en: string;
}

/** The stored spelling of a selection in basket_lines.choices: "3_7", '' for none. */
export const selectionText = (selection: readonly number[]) => canonicalSelection(selection).join('_');
export const selectionOf = (text: string): number[] => (text === '' ? [] : text.split('_').map(Number));

/**
 * The line for this dish with these choices (left out: the dish's defaults; a required group whose default
 * is stopped is then refused as `too_few`, never completed with another option). Refused with a 422 whose
 * message names the group or option, and whose fields say, per group, what is wrong
 * (`<field>` = the first problem, `<field>.<group id>` = that group's), so a form marks each in place.
 */
export function resolveLine(
  dish: Dish,
  groups: LoadedGroup[],
  requested: readonly number[] | undefined,
  locale: Locale,
  field = 'choices',
  stale: Map<number, StaleOption> = new Map(),
): ResolvedLine {
  if (!isCompletable(groups))
    throw new AppError(422, 'choices.dish_incomplete', { [field]: 'dish_incomplete' }, { name: textWithFallback(dish, 'name', locale) });
  const selection = canonicalSelection(requested ?? defaultSelection(groups));
  const check = checkSelection(groups, requested ?? selection);
  if (check.unknown.length > 0) {
    // an option the dish offered when it was chosen (its group since taken off the dish) is named
    const gone = check.unknown.map((id) => stale.get(id)).find((o) => o !== undefined);
    const params = { name: textWithFallback(dish, 'name', locale), option: gone ? textWithFallback(gone, 'name', locale) : '' };
    throw new AppError(422, 'choices.unknown', { [field]: 'unknown' }, params, gone ? 'choices.option_gone' : undefined);
  }
  if (!check.ok) {
    const fields: Record<string, string> = { [field]: check.problems[0].problem };
    for (const p of check.problems) fields[`${field}.${p.group_id}`] ??= p.problem;
    const first = check.problems[0];
    const group = groups.find((g) => g.id === first.group_id)!;
    // no choices sent and the group's default stopped: the shopper is asked to choose, never given another option
    const stoppedDefault = requested === undefined && first.problem === 'too_few' ? unavailableDefault(group) : undefined;
    const option = stoppedDefault ?? group.options.find((o) => o.id === first.option_ids[0]);
    // a name the desk left missing in this language is read in another, as the dish page shows it
    const params = {
      name: textWithFallback(dish, 'name', locale),
      group: textWithFallback(group, 'name', locale),
      min: first.min,
      max: first.max,
      option: option ? textWithFallback(option, 'name', locale) : '',
    };
    throw new AppError(422, `choices.${first.problem}`, fields, params, stoppedDefault ? 'choices.default_unavailable' : undefined);
  }
  return {
    key: lineKey(dish.id, selection),
    selection,
    unit: unitPrice(dish.price, groups, selection),
    choices: lineChoices(groups, selection),
  };
}

/** A line's selection (undefined: the defaults) as it stands now, without throwing: null when it can no longer be ordered (a choice gone or sold out). */
export function stillValid(dish: Dish, groups: LoadedGroup[], selection: readonly number[] | undefined): ResolvedLine | null {
  try {
    return resolveLine(dish, groups, selection, 'en');
  } catch {
    return null;
  }
}

/** An order line's stored choices read back (order_lines.choices: JSON, '' for none). */
export function storedLineChoices(text: string): LineChoice[] {
  if (text === '') return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? (parsed as LineChoice[]) : [];
  } catch {
    return [];
  }
}

/**
 * An ordered line again: the same choices if they can still be ordered. Otherwise the choice that can
 * not (gone from the dish, or sold out), in the reader's language, or the dish's own problem.
 */
export function againLine(
  dish: Dish,
  groups: LoadedGroup[],
  ordered: LineChoice[],
  locale: Locale,
): { ok: true; selection: number[] } | { ok: false; choice: string } {
  const selection = ordered.map((c) => c.option_id);
  const line = stillValid(dish, groups, selection);
  if (line) return { ok: true, selection: line.selection };
  const offered = new Map(groups.flatMap((g) => g.options.map((o) => [o.id, o] as const)));
  const gone = ordered.find((c) => !offered.get(c.option_id)?.available);
  return { ok: false, choice: gone ? gone[`name_${locale}`] : '' };
}
