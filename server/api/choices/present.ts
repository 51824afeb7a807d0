import type { ChoiceGroup, DishChoices, LineChoice } from '../../../shared/api/choices';
import { canonicalSelection, fromPrice, isCompletable, isRequired } from '../../../shared/choices';
import { filledTexts } from '../../../shared/menu/names';
import { formatMoney } from '../../../shared/money';
import type { LoadedGroup } from './load';

/** A dish's groups as the storefront reads them (names in all three languages, a missing one filled from another). */
export function presentGroups(groups: LoadedGroup[]): ChoiceGroup[] {
  return groups.map((g) => ({
    id: g.id,
    ...filledTexts(g, 'name'),
    min: g.min,
    max: g.max,
    required: isRequired(g),
    options: g.options.map((o) => ({
      id: o.id,
      ...filledTexts(o, 'name'),
      price: formatMoney(o.price),
      is_default: o.is_default,
      available: o.available,
      product_id: o.product_id,
      image: o.image,
    })),
  }));
}

/** The dish page's and modal's `choices`: the groups, the publish check, the cheapest way to complete it. */
export const presentDishChoices = (basePrice: number, groups: LoadedGroup[]): DishChoices => ({
  groups: presentGroups(groups),
  orderable: isCompletable(groups),
  from_price: formatMoney(fromPrice(basePrice, groups)),
});

/** What a line chose, with names in three languages and each option's price as it is now (an order keeps this). */
export function lineChoices(groups: LoadedGroup[], selection: readonly number[]): LineChoice[] {
  const wanted = new Set(canonicalSelection(selection));
  const chosen: LineChoice[] = [];
  for (const g of groups) {
    const groupNames = filledTexts(g, 'name');
    for (const o of g.options) {
      if (!wanted.has(o.id)) continue;
      chosen.push({
        option_id: o.id,
        group_id: g.id,
        ...filledTexts(o, 'name'),
        group_name_tm: groupNames.name_tm,
        group_name_ru: groupNames.name_ru,
        group_name_en: groupNames.name_en,
        price: formatMoney(o.price),
        product_id: o.product_id,
      });
    }
  }
  return chosen;
}
