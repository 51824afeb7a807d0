import type { CatalogueFile } from './format';

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
