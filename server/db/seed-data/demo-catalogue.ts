import type { CatalogueFile } from '../catalogue/format';
import { categories, units } from './categories';
import { turkmenDishes } from './dishes-turkmen';
import { moreDishes } from './dishes-more';
import { pages, popup } from './pages';
import { breakfastCategory, breakfastDishes } from './breakfast';

/** The demo menu a fresh shop starts with, in the same shape as an import file. */
export const demoCatalogue: CatalogueFile = {
  units,
  categories: [...categories, breakfastCategory],
  products: [...turkmenDishes, ...moreDishes, ...breakfastDishes].sort((a, b) => a.category - b.category || a.id - b.id),
  pages,
  popup,
};
