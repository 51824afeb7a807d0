// Dishes with choice groups for the storefront's tests: plov in two portions, shashlik of a chosen meat
// with optional sauces (one sold out), the same data GET /products/{id} answers (shared/api/choices.ts).
import type { ChoiceGroup, ChoiceOption } from '../../../../shared/api/choices';
import type { Product } from '../../../../shared/api/types';
import { testProduct } from '../../../../tests/helpers/harness';

const names = (en: string, ru = `${en} (ru)`, tm = `${en} (tm)`) => ({ name_en: en, name_ru: ru, name_tm: tm });

export const option = (id: number, en: string, price = '0.00', extra: Partial<ChoiceOption> = {}): ChoiceOption => ({
  id,
  ...names(en),
  price,
  is_default: false,
  available: true,
  product_id: null,
  image: '',
  ...extra,
});

export const group = (id: number, en: string, min: number, max: number, options: ChoiceOption[]): ChoiceGroup => ({
  id,
  ...names(en),
  min,
  max,
  required: min >= 1,
  options,
});

export const portion = group(1, 'Portion', 1, 1, [option(11, 'Half'), option(12, 'Whole', '20.00')]);
export const meat = group(2, 'Meat', 1, 1, [option(21, 'Lamb', '5.00'), option(22, 'Chicken')]);
export const sauces = group(3, 'Sauces', 0, 2, [
  option(31, 'Garlic', '3.00'),
  option(32, 'Chili', '2.50'),
  option(33, 'Tomato', '2.00', { available: false }),
]);

const withChoices = (product: Product, groups: ChoiceGroup[], orderable = true): Product => ({
  ...product,
  has_required_choices: groups.some((g) => g.min >= 1),
  choices: { groups, orderable, from_price: product.price },
});

export const choicePlov = withChoices(testProduct(7, 'Plov', '35.00'), [portion]);
export const shashlik = withChoices(testProduct(8, 'Shashlik', '40.00'), [meat, sauces]);
