import { describe, expect, it } from 'vitest';
import { toRuleGroups, type ChoiceGroup } from './choices';
import { unitPrice } from '../choices';

const names = { name_tm: 'Et', name_ru: 'Мясо', name_en: 'Meat' };
const group: ChoiceGroup = {
  id: 1,
  ...names,
  min: 1,
  max: 1,
  required: true,
  options: [
    { id: 10, ...names, price: '0.00', is_default: true, available: true, product_id: null, image: '' },
    { id: 11, ...names, price: '12.50', is_default: false, available: false, product_id: 7, image: '/x.svg' },
  ],
};

describe('toRuleGroups', () => {
  it('reads the API’s money text into minor units without floating point', () => {
    const [rule] = toRuleGroups([group]);
    expect(rule.options).toEqual([
      { id: 10, price: 0, is_default: true, available: true },
      { id: 11, price: 1250, is_default: false, available: false },
    ]);
    expect(unitPrice(4500, [rule], [11])).toBe(5750);
  });
});
