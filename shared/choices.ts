// Choice groups on a dish (issue 36): "Portion" on plov, "Meat" and "Sauces" on shashlik, the slots of a
// set meal. One rule, read by the server (basket, orders, publish check) and the browser (the product
// page's live price and the problems shown in place). Prices here are integer minor units.

/** A group's options as the rule reads them (the API's shape is in shared/api/choices.ts). */
export interface RuleOption {
  id: number;
  /** the difference to the dish's price, minor units (0 allowed) */
  price: number;
  is_default: boolean;
  /** orderable now: not on the stop-list, and for a set meal's option, its dish on sale */
  available: boolean;
}

export interface RuleGroup {
  id: number;
  /** at least this many options; 1 or more makes the group required */
  min: number;
  /** at most this many options */
  max: number;
  options: RuleOption[];
}

/** The options chosen for one line: option ids (each option belongs to one group). */
export type Selection = readonly number[];

/** The most options one line may carry (a request naming more is refused before any lookup). */
export const MAX_LINE_CHOICES = 30;
/** The most groups on one dish, options in one group. */
export const MAX_DISH_GROUPS = 10;
export const MAX_GROUP_OPTIONS = 30;

export const isRequired = (group: Pick<RuleGroup, 'min'>) => group.min >= 1;

/**
 * What is wrong with one group's part of a selection, for the UI to show beside that group:
 * - too_few: fewer than `min` chosen (the minimum is unmet)
 * - too_many: more than `max`
 * - unavailable: an option chosen that cannot be ordered now (stop-list, a set meal's dish sold out)
 */
export type GroupProblemCode = 'too_few' | 'too_many' | 'unavailable';
export interface GroupProblem {
  group_id: number;
  problem: GroupProblemCode;
  min: number;
  max: number;
  /** for 'unavailable': the options at fault */
  option_ids: number[];
}

export interface SelectionCheck {
  ok: boolean;
  problems: GroupProblem[];
  /** option ids that belong to none of the dish's groups (or named twice): the request is wrong, not the shopper */
  unknown: number[];
}

/** Checks a selection against the dish's groups: min/max per group, every option known and orderable. */
export function checkSelection(groups: readonly RuleGroup[], selection: Selection): SelectionCheck {
  const owner = new Map<number, RuleGroup>();
  for (const g of groups) for (const o of g.options) owner.set(o.id, g);
  const seen = new Set<number>();
  const unknown: number[] = [];
  for (const id of selection) {
    if (!owner.has(id) || seen.has(id)) unknown.push(id);
    seen.add(id);
  }
  const problems: GroupProblem[] = [];
  for (const g of groups) {
    const chosen = g.options.filter((o) => seen.has(o.id));
    const base = { group_id: g.id, min: g.min, max: g.max };
    const unavailable = chosen.filter((o) => !o.available).map((o) => o.id);
    if (unavailable.length > 0) problems.push({ ...base, problem: 'unavailable', option_ids: unavailable });
    if (chosen.length < g.min) problems.push({ ...base, problem: 'too_few', option_ids: [] });
    if (chosen.length > g.max) problems.push({ ...base, problem: 'too_many', option_ids: [] });
  }
  return { ok: problems.length === 0 && unknown.length === 0, problems, unknown };
}

/** The problems of one group (the product page shows them beside it). */
export const groupProblems = (check: SelectionCheck, groupId: number) => check.problems.filter((p) => p.group_id === groupId);

/** A group's default that cannot be ordered now (the reason defaultSelection left the group short), if any. */
export const unavailableDefault = (group: RuleGroup) => group.options.find((o) => o.is_default && !o.available);

/**
 * The selection a dish starts with: each group's orderable defaults, at most `max` of them. A required
 * group without any default starts on its one orderable option when it has exactly one (a choice that is
 * no choice). A default that cannot be ordered is never replaced by another option: the shopper, who
 * would pay for it, picks (the server refuses a request without choices then: `choices.default_unavailable`).
 */
export function defaultSelection(groups: readonly RuleGroup[]): number[] {
  const chosen: number[] = [];
  for (const g of groups) {
    const orderable = g.options.filter((o) => o.available);
    const defaults = orderable.filter((o) => o.is_default).slice(0, g.max);
    const hasDefault = g.options.some((o) => o.is_default);
    if (!hasDefault && isRequired(g) && orderable.length === 1) defaults.push(orderable[0]);
    chosen.push(...defaults.map((o) => o.id));
  }
  return chosen;
}

/**
 * The unit price of a line: the dish's price plus each chosen option's difference, in minor units. Options
 * not among the groups add nothing (checkSelection refuses them before a price is ever asked).
 */
export function unitPrice(basePrice: number, groups: readonly RuleGroup[], selection: Selection): number {
  const prices = new Map<number, number>();
  for (const g of groups) for (const o of g.options) prices.set(o.id, o.price);
  let total = basePrice;
  for (const id of new Set(selection)) total += prices.get(id) ?? 0;
  return total;
}

/** The lowest price the dish can be ordered at ("from 35.00" on a card): the base plus the cheapest way to meet each minimum. */
export function fromPrice(basePrice: number, groups: readonly RuleGroup[]): number {
  let total = basePrice;
  for (const g of groups) {
    const cheapest = g.options
      .filter((o) => o.available)
      .map((o) => o.price)
      .sort((a, b) => a - b)
      .slice(0, g.min);
    total += cheapest.reduce((s, p) => s + p, 0);
  }
  return total;
}

/** The selection in its one spelling: ids sorted ascending, each once. */
export const canonicalSelection = (selection: Selection): number[] => [...new Set(selection)].sort((a, b) => a - b);

/**
 * A basket line's identity: the dish, and its choices when it has any ("12", "12_3_7"). The same dish
 * with other choices is another line. Cookie-safe (digits and underscores), so the HTML basket uses it too.
 */
export function lineKey(productId: number, selection: Selection = []): string {
  const ids = canonicalSelection(selection);
  return ids.length === 0 ? String(productId) : `${productId}_${ids.join('_')}`;
}

const KEY = /^([1-9]\d{0,9})((?:_[1-9]\d{0,9}){0,30})$/;

/** A line key read back; null when it is not one (ids out of order or repeated are not canonical). */
export function parseLineKey(key: string): { product_id: number; choices: number[] } | null {
  const match = KEY.exec(key);
  if (!match) return null;
  const choices = match[2] === '' ? [] : match[2].slice(1).split('_').map(Number);
  if (lineKey(Number(match[1]), choices) !== key) return null;
  return { product_id: Number(match[1]), choices };
}

/**
 * The publish check: a required group with fewer orderable options than its minimum can never be
 * completed, so the dish is not orderable. The desk shows each problem; the storefront never offers the dish.
 */
export interface PublishProblem {
  group_id: number;
  problem: 'not_enough_options';
  min: number;
  orderable: number;
}

export function publishProblems(groups: readonly RuleGroup[]): PublishProblem[] {
  const problems: PublishProblem[] = [];
  for (const g of groups) {
    const orderable = g.options.filter((o) => o.available).length;
    if (isRequired(g) && orderable < g.min) problems.push({ group_id: g.id, problem: 'not_enough_options', min: g.min, orderable });
  }
  return problems;
}

export const isCompletable = (groups: readonly RuleGroup[]) => publishProblems(groups).length === 0;

/** What a card carries instead of the groups: tapping it opens the dish when a choice must be made. */
export const hasRequiredChoices = (groups: readonly Pick<RuleGroup, 'min'>[]) => groups.some(isRequired);

/** A group's limits as the desk may set them: 0 <= min <= max, max >= 1. */
export const limitsProblem = (min: number, max: number): 'min_above_max' | 'max_zero' | null =>
  max < 1 ? 'max_zero' : min > max ? 'min_above_max' : null;

/** The field a limits problem is reported under: `max` for an at-most of 0, or when only `max` was changed; else `min`. */
export const limitsField = (problem: 'min_above_max' | 'max_zero', onlyMaxChanged = false): 'min' | 'max' =>
  problem === 'max_zero' || onlyMaxChanged ? 'max' : 'min';
