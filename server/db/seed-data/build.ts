import type { CatalogueFile } from '../catalogue/format';

type Three = [tm: string, ru: string, en: string];
type Dish = CatalogueFile['products'][number];

const three = ([tm, ru, en]: Three) => ({ tm, ru, en });

/** A compact way to write a dish: names and descriptions in tm, ru, en order; image by file name. */
export function dish(
  id: number,
  category: number,
  image: string,
  unit: string,
  amount: number,
  price: string,
  name: Three,
  description: Three,
): Dish {
  return { id, category, unit, amount, price, image: `/images/menu/${image}.svg`, name: three(name), description: three(description) };
}

export function category(id: number, image: string, name: Three) {
  return { id, image: `/images/categories/${image}.svg`, name: three(name) };
}

export { three };
