import type { CatalogueFile } from '../catalogue/format';
import { categories, units } from './categories';
import { turkmenDishes } from './dishes-turkmen';
import { moreDishes } from './dishes-more';
import { pages, popup } from './pages';
import { choiceDishes, choiceGroups, dishGroups } from './choices';

/** The demo menu a fresh shop starts with, in the same shape as an import file. */
export const demoCatalogue: CatalogueFile = {
  units,
  categories,
  products: [...turkmenDishes, ...moreDishes]
    .map((d) => (dishGroups[d.id] ? { ...d, groups: dishGroups[d.id] } : d))
    .concat(choiceDishes)
    .sort((a, b) => a.category - b.category || a.id - b.id),
  choice_groups: choiceGroups,
  pages,
  popup,
};
