import type { CatalogueFile } from './format';
import { limitsProblem } from '../../../shared/choices';

export interface FileProblem {
  /** where in the file: ["products", 3, "category"] */
  path: (string | number)[];
  code: string;
}

/** What the shape check cannot see: duplicates and references between the lists. */
export function checkReferences(file: CatalogueFile): FileProblem[] {
  const problems: FileProblem[] = [];
  const duplicates = <T>(list: T[], key: (item: T) => string | number, name: string, field: string) => {
    const seen = new Set<string | number>();
    list.forEach((item, i) => {
      const k = key(item);
      if (seen.has(k)) problems.push({ path: [name, i, field], code: 'duplicate' });
      seen.add(k);
    });
    return seen;
  };
  const units = duplicates(file.units, (u) => u.code, 'units', 'code');
  const categories = duplicates(file.categories, (c) => c.id, 'categories', 'id');
  duplicates(file.products, (p) => p.id, 'products', 'id');
  file.products.forEach((p, i) => {
    if (!categories.has(p.category)) problems.push({ path: ['products', i, 'category'], code: 'unknown_category' });
    if (!units.has(p.unit)) problems.push({ path: ['products', i, 'unit'], code: 'unknown_unit' });
  });
  if (file.choice_groups) problems.push(...choiceProblems(file));
  if (file.pages) {
    const slugs = duplicates(file.pages, (p) => p.slug, 'pages', 'slug');
    const parentOf = new Map(file.pages.map((p) => [p.slug, p.parent ?? null]));
    file.pages.forEach((p, i) => {
      if (!p.parent) return;
      if (!slugs.has(p.parent)) problems.push({ path: ['pages', i, 'parent'], code: 'unknown_page' });
      // one level of nesting, as the header shows it: a child cannot have children
      else if (parentOf.get(p.parent)) problems.push({ path: ['pages', i, 'parent'], code: 'nested_too_deep' });
    });
  }
  return problems;
}

/**
 * Groups and options: ids unique (options across all groups), limits that can be met, a set meal's
 * option naming a dish of the file, each dish's groups known. A required group with fewer options
 * than its minimum would leave its dishes never orderable (the publish check), so the file is refused.
 */
function choiceProblems(file: CatalogueFile): FileProblem[] {
  const problems: FileProblem[] = [];
  const groups = file.choice_groups!;
  const products = new Set(file.products.map((p) => p.id));
  const groupsOf = new Map(file.products.map((p) => [p.id, p.groups ?? []]));
  const required = new Set(groups.filter((g) => g.min > 0).map((g) => g.id));
  const groupIds = new Set<number>();
  const optionIds = new Set<number>();
  groups.forEach((g, i) => {
    if (groupIds.has(g.id)) problems.push({ path: ['choice_groups', i, 'id'], code: 'duplicate' });
    groupIds.add(g.id);
    const limits = limitsProblem(g.min, g.max);
    if (limits) problems.push({ path: ['choice_groups', i, 'min'], code: limits });
    if (g.min > g.options.length) problems.push({ path: ['choice_groups', i, 'options'], code: 'not_enough_options' });
    g.options.forEach((o, j) => {
      if (optionIds.has(o.id)) problems.push({ path: ['choice_groups', i, 'options', j, 'id'], code: 'duplicate' });
      optionIds.add(o.id);
      if (o.product != null && !products.has(o.product))
        problems.push({ path: ['choice_groups', i, 'options', j, 'product'], code: 'unknown_product' });
      // a slot is the dish as it is: never the set meal itself, nor a dish whose own choice must be made
      else if (o.product != null && groupsOf.get(o.product)!.includes(g.id))
        problems.push({ path: ['choice_groups', i, 'options', j, 'product'], code: 'slot_is_the_set_meal' });
      else if (o.product != null && groupsOf.get(o.product)!.some((id) => required.has(id)))
        problems.push({ path: ['choice_groups', i, 'options', j, 'product'], code: 'slot_has_required_choices' });
    });
  });
  file.products.forEach((p, i) => {
    const seen = new Set<number>();
    (p.groups ?? []).forEach((id, j) => {
      if (!groupIds.has(id)) problems.push({ path: ['products', i, 'groups', j], code: 'unknown_group' });
      else if (seen.has(id)) problems.push({ path: ['products', i, 'groups', j], code: 'duplicate' });
      seen.add(id);
    });
  });
  return problems;
}
