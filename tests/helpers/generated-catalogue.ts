import type { CatalogueFile } from '../../server/db/catalogue/format';
import { demoCatalogue } from '../../server/db/seed-data/demo-catalogue';

const numbered = (text: { tm: string; ru: string; en: string }, n: number) => ({
  tm: `${text.tm} №${n}`,
  ru: `${text.ru} №${n}`,
  en: `${text.en} No. ${n}`,
});

/**
 * A big menu in the import file's shape (docs/catalogue-import.md): `dishes` dishes made of the demo
 * ones (numbered names, the demo's descriptions, prices and pictures), about 100 to a category, in
 * the demo's categories and as many more as it takes. For the page-size tests and npm run bench.
 */
export function generatedCatalogue(dishes: number): CatalogueFile {
  const demo = demoCatalogue;
  const extra = Math.max(0, Math.ceil(dishes / 100) - demo.categories.length);
  const categories = [
    ...demo.categories,
    ...Array.from({ length: extra }, (_, i) => {
      const model = demo.categories[i % demo.categories.length];
      return { ...model, id: demo.categories.length + i + 1, name: numbered(model.name, i + 2) };
    }),
  ];
  // the demo's own dishes keep their ids (the choice groups' options name dishes by id: a set meal's slot
  // must name the dish it names in the demo, never the set meal's own copy); the copies come after them
  const lastDemoId = Math.max(...demo.products.map((p) => p.id));
  const products = Array.from({ length: dishes }, (_, i) => {
    const model = demo.products[i % demo.products.length];
    return {
      ...model,
      id: i < demo.products.length ? model.id : lastDemoId + 1 + i - demo.products.length,
      category: categories[i % categories.length].id,
      name: numbered(model.name, i + 1),
    };
  });
  return { ...demo, categories, products };
}
