import { describe, expect, it } from 'vitest';
import {
  canonicalSelection,
  checkSelection,
  defaultSelection,
  fromPrice,
  groupProblems,
  hasRequiredChoices,
  isCompletable,
  limitsProblem,
  lineKey,
  parseLineKey,
  publishProblems,
  unitPrice,
  type RuleGroup,
} from './choices';

const opt = (id: number, price = 0, extra: { is_default?: boolean; available?: boolean } = {}) => ({
  id,
  price,
  is_default: extra.is_default ?? false,
  available: extra.available ?? true,
});
// shashlik: meat (exactly one, lamb default), sauces (up to two, optional)
const meat: RuleGroup = { id: 1, min: 1, max: 1, options: [opt(10, 0, { is_default: true }), opt(11, 500), opt(12, -300)] };
const sauces: RuleGroup = { id: 2, min: 0, max: 2, options: [opt(20, 200), opt(21, 250), opt(22, 0)] };
const shashlik = [meat, sauces];

describe('checkSelection', () => {
  it('accepts a selection within every minimum and maximum', () => {
    expect(checkSelection(shashlik, [11, 20, 22])).toEqual({ ok: true, problems: [], unknown: [] });
  });
  it('names the group whose minimum is unmet', () => {
    const check = checkSelection(shashlik, [20]);
    expect(check.ok).toBe(false);
    expect(groupProblems(check, 1)).toEqual([{ group_id: 1, problem: 'too_few', min: 1, max: 1, option_ids: [] }]);
    expect(groupProblems(check, 2)).toEqual([]);
  });
  it('names the group chosen past its maximum', () => {
    const check = checkSelection(shashlik, [10, 20, 21, 22]);
    expect(check.problems).toEqual([{ group_id: 2, problem: 'too_many', min: 0, max: 2, option_ids: [] }]);
    expect(checkSelection(shashlik, [10, 11]).problems.map((p) => p.problem)).toEqual(['too_many']);
  });
  it('refuses an option that is not orderable now, naming it', () => {
    const stopped: RuleGroup = { ...sauces, options: [opt(20, 200, { available: false }), opt(21, 250)] };
    const check = checkSelection([meat, stopped], [10, 20]);
    expect(check.problems).toEqual([{ group_id: 2, problem: 'unavailable', min: 0, max: 2, option_ids: [20] }]);
  });
  it('lists options of no group, and an option named twice, as unknown', () => {
    expect(checkSelection(shashlik, [10, 99]).unknown).toEqual([99]);
    const twice = checkSelection(shashlik, [10, 20, 20]);
    expect(twice).toMatchObject({ ok: false, unknown: [20] });
  });
  it('a dish without groups takes only the empty selection', () => {
    expect(checkSelection([], []).ok).toBe(true);
    expect(checkSelection([], [1]).ok).toBe(false);
  });
});

describe('defaultSelection', () => {
  it('starts on the orderable defaults, at most max of them', () => {
    expect(defaultSelection(shashlik)).toEqual([10]);
    const many: RuleGroup = { id: 3, min: 0, max: 1, options: [opt(30, 0, { is_default: true }), opt(31, 0, { is_default: true })] };
    expect(defaultSelection([many])).toEqual([30]);
  });
  it('never swaps a default on the stop-list for another option, however few are left', () => {
    const portion: RuleGroup = { id: 4, min: 1, max: 1, options: [opt(40, 0, { is_default: true, available: false }), opt(41, 2500)] };
    expect(defaultSelection([portion])).toEqual([]);
    const two: RuleGroup = { ...portion, options: [...portion.options, opt(42, 100)] };
    expect(defaultSelection([two])).toEqual([]);
  });
  it('a required group without any default takes its one orderable option', () => {
    const meat: RuleGroup = { id: 5, min: 1, max: 1, options: [opt(50, 0, { available: false }), opt(51, 600)] };
    expect(defaultSelection([meat])).toEqual([51]);
    expect(defaultSelection([{ ...meat, options: [...meat.options, opt(52, 0)] }])).toEqual([]);
  });
});

describe('prices in minor units', () => {
  it('adds each chosen option to the dish price, negative and zero differences too', () => {
    expect(unitPrice(4500, shashlik, [11, 20, 21])).toBe(4500 + 500 + 200 + 250);
    expect(unitPrice(4500, shashlik, [12, 22])).toBe(4200);
    expect(unitPrice(4500, shashlik, [])).toBe(4500);
    // 0.1 + 0.2 in tmt is exactly 30 tenge here
    expect(unitPrice(0, [{ id: 9, min: 0, max: 2, options: [opt(90, 10), opt(91, 20)] }], [90, 91])).toBe(30);
  });
  it('a repeated id counts once', () => {
    expect(unitPrice(1000, shashlik, [20, 20])).toBe(1200);
  });
  it('from-price is the cheapest way to meet each minimum', () => {
    expect(fromPrice(4500, shashlik)).toBe(4200);
    const slots: RuleGroup = { id: 5, min: 2, max: 3, options: [opt(50, 300), opt(51, 100), opt(52, 0, { available: false })] };
    expect(fromPrice(1000, [slots])).toBe(1400);
  });
});

describe('line keys', () => {
  it('the same dish with the same choices in any order is one line; other choices another', () => {
    expect(lineKey(12)).toBe('12');
    expect(lineKey(12, [])).toBe('12');
    expect(lineKey(12, [7, 3])).toBe(lineKey(12, [3, 7, 7]));
    expect(lineKey(12, [3, 7])).toBe('12_3_7');
    expect(lineKey(12, [3])).not.toBe(lineKey(12, [7]));
    expect(canonicalSelection([5, 1, 5])).toEqual([1, 5]);
  });
  it('reads a key back, refusing anything not canonical', () => {
    expect(parseLineKey('12_3_7')).toEqual({ product_id: 12, choices: [3, 7] });
    expect(parseLineKey('12')).toEqual({ product_id: 12, choices: [] });
    for (const bad of ['12_7_3', '12_3_3', '0', '12_', '_3', '12-3', '', '12_03']) expect(parseLineKey(bad), bad).toBeNull();
  });
});

describe('publish check', () => {
  it('a required group with fewer orderable options than its minimum makes the dish not orderable', () => {
    const meatOut: RuleGroup = { ...meat, options: meat.options.map((o) => ({ ...o, available: false })) };
    expect(publishProblems([meatOut, sauces])).toEqual([{ group_id: 1, problem: 'not_enough_options', min: 1, orderable: 0 }]);
    expect(isCompletable([meatOut, sauces])).toBe(false);
    expect(isCompletable(shashlik)).toBe(true);
  });
  it('an optional group never blocks the dish; a minimum of two needs two orderable options', () => {
    const empty: RuleGroup = { ...sauces, options: [] };
    expect(isCompletable([meat, empty])).toBe(true);
    const pair: RuleGroup = { id: 6, min: 2, max: 2, options: [opt(60), opt(61, 0, { available: false })] };
    expect(publishProblems([pair])).toEqual([{ group_id: 6, problem: 'not_enough_options', min: 2, orderable: 1 }]);
  });
  it('flags a dish with a required group for its card', () => {
    expect(hasRequiredChoices(shashlik)).toBe(true);
    expect(hasRequiredChoices([sauces])).toBe(false);
  });
  it('checks a group’s limits', () => {
    expect(limitsProblem(0, 2)).toBeNull();
    expect(limitsProblem(3, 2)).toBe('min_above_max');
    expect(limitsProblem(0, 0)).toBe('max_zero');
  });
});

describe('request schemas', () => {
  it('refuses a group whose minimum is above its maximum, and a line with too many choices', async () => {
    const { is } = await import('superstruct');
    const { GroupBody, Choices } = await import('./schemas/choices');
    const name = { tm: 'Souslar', ru: 'Соусы', en: 'Sauces' };
    expect(is({ name, min: 0, max: 2 }, GroupBody)).toBe(true);
    expect(is({ name, min: 3, max: 2 }, GroupBody)).toBe(false);
    expect(is({ name, min: 0, max: 0 }, GroupBody)).toBe(false);
    expect(
      is(
        Array.from({ length: 31 }, (_, i) => i + 1),
        Choices,
      ),
    ).toBe(false);
    expect(is([1, 2], Choices)).toBe(true);
  });
});
