// The shipped example catalogue (examples/catalogue.example.json) and the ids tests name in it:
// Palow (1) and Manty (6) in "National dishes" (1), Green tea (39) in "Drinks" (9).
import fs from 'node:fs';

export const exampleCatalogueText = fs.readFileSync('examples/catalogue.example.json', 'utf8');
export const PALOW = 1;
export const MANTY = 6;
export const TEA = 39;
export const DRINKS = 9;

// A second import leaves out Manty and the whole Drinks category (tests/api/archived.test.ts): they
// are archived, not deleted.
const example = JSON.parse(exampleCatalogueText);
export const withoutMantyAndDrinks = JSON.stringify({
  ...example,
  categories: example.categories.filter((c: { id: number }) => c.id !== DRINKS),
  products: example.products.filter((p: { id: number }) => p.id === PALOW),
});
