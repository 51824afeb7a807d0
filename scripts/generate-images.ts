// Draws the demo menu's pictures as small SVG files under public/images (committed; rerun after
// adding a dish to the seed): npx tsx scripts/generate-images.ts
import fs from 'node:fs';
import path from 'node:path';
import { demoCatalogue } from '../server/db/seed-data/demo-catalogue';
import { popupText } from '../server/db/seed-data/pages';
import { seeded } from './images/random';
import { dish, type Kind } from './images/shapes';

const root = path.resolve(import.meta.dirname, '..', 'public');

/** image name → what to draw and its main colour */
const menu: Record<string, [Kind, string]> = {
  palow: ['rice', '#7c2d12'],
  dograma: ['stew', '#e9b872'],
  gowurdak: ['stew', '#7c2d12'],
  'etli-chorek': ['flatbread', '#9a3412'],
  'gazan-kebap': ['stew', '#f59e0b'],
  manty: ['dumplings', '#fff'],
  'gutap-meat': ['halfmoon', '#7c2d12'],
  'gutap-pumpkin': ['halfmoon', '#f97316'],
  ishlekli: ['pie', '#7c2d12'],
  borek: ['soup', '#e7c9a0'],
  chorba: ['soup', '#c2410c'],
  unash: ['soup', '#f5f0e6'],
  'lentil-soup': ['soup', '#ea8a2c'],
  'shashlik-lamb': ['skewer', '#7c2d12'],
  'shashlik-chicken': ['skewer', '#f59e0b'],
  'lyulya-kebab': ['skewer', '#92400e'],
  'shashlik-beef': ['skewer', '#991b1b'],
  'lamb-ribs': ['ribs', '#9a3412'],
  borscht: ['soup', '#be123c'],
  solyanka: ['soup', '#b45309'],
  achichuk: ['salad', '#dc2626'],
  olivier: ['salad', '#fde68a'],
  vinegret: ['salad', '#9d174d'],
  'herring-coat': ['layered', '#be185d'],
  'garden-salad': ['salad', '#16a34a'],
  pelmeni: ['dumplings', '#fff'],
  blini: ['pancakes', '#fafaf9'],
  stroganoff: ['stew', '#a16207'],
  golubtsy: ['rolls', '#dc2626'],
  cutlets: ['cutlets', '#92400e'],
  'tamdyr-chorek': ['bread', '#9a3412'],
  petir: ['flatbread', '#fde68a'],
  bagyrsak: ['bites', '#fde68a'],
  'layered-bread': ['bread', '#fde68a'],
  pishme: ['bites', '#f59e0b'],
  halwa: ['cake', '#a16207'],
  medovik: ['cake', '#f59e0b'],
  syrniki: ['pancakes', '#be123c'],
  'green-tea': ['tea', '#a3b86c'],
  'black-tea': ['tea', '#7c2d12'],
  chal: ['glass', '#fafaf9'],
  ayran: ['glass', '#f8fafc'],
  kompot: ['glass', '#c2410c'],
  mors: ['glass', '#9f1239'],
  omelette: ['pancakes', '#facc15'],
  'fried-eggs': ['cutlets', '#fde047'],
  'rice-porridge': ['soup', '#fafaf9'],
  gaymak: ['flatbread', '#fef3c7'],
};

const categoryArt: Record<string, [Kind, string, string]> = {
  national: ['rice', '#7c2d12', '#fef3c7'],
  dough: ['dumplings', '#fff', '#fce7f3'],
  soups: ['soup', '#c2410c', '#ffedd5'],
  grill: ['skewer', '#7c2d12', '#fee2e2'],
  salads: ['salad', '#16a34a', '#dcfce7'],
  russian: ['pancakes', '#be123c', '#e0f2fe'],
  bread: ['bread', '#9a3412', '#fef9c3'],
  desserts: ['cake', '#f59e0b', '#fae8ff'],
  drinks: ['tea', '#a3b86c', '#ecfccb'],
  breakfast: ['pancakes', '#facc15', '#fef9c3'],
};

const backgrounds = ['#fef3c7', '#ffedd5', '#fee2e2', '#fce7f3', '#e0f2fe', '#dcfce7', '#ede9fe', '#f5f5f4'];

function plate(kind: Kind, accent: string, background: string, seed: string, label: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 360" role="img" aria-label="${label}">` +
    `<rect width="480" height="360" fill="${background}"/>` +
    `<ellipse cx="240" cy="192" rx="165" ry="142" fill="#00000014"/>` +
    `<ellipse cx="240" cy="180" rx="160" ry="140" fill="#ffffff"/><ellipse cx="240" cy="180" rx="132" ry="114" fill="none" stroke="#e7e5e4" stroke-width="3"/>` +
    `<g transform="translate(240 180)">${dish(kind, accent, seeded(seed))}</g></svg>\n`
  );
}

function write(relative: string, svg: string) {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, svg);
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

demoCatalogue.products.forEach((p, i) => {
  const name = path.basename(p.image, '.svg');
  const art = menu[name];
  if (!art) throw new Error(`No drawing for ${name}: add it to the menu table`);
  write(`images/menu/${name}.svg`, plate(art[0], art[1], backgrounds[i % backgrounds.length], name, escape(p.name.en)));
});

for (const c of demoCatalogue.categories) {
  const name = path.basename(c.image, '.svg');
  const [kind, accent, background] = categoryArt[name];
  write(`images/categories/${name}.svg`, plate(kind, accent, background, name, escape(c.name.en)));
}

for (const [locale, [headline, offer]] of Object.entries(popupText)) {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400" role="img" aria-label="${escape(`${headline}. ${offer}`)}">` +
    `<rect width="640" height="400" fill="#9a3412"/><circle cx="560" cy="220" r="130" fill="#c2410c"/>` +
    `<g transform="translate(560 220) scale(0.8)">${dish('skewer', '#7c2d12', seeded('promo'))}</g>` +
    `<text x="40" y="150" font-family="system-ui, sans-serif" font-size="48" font-weight="700" fill="#fde68a">${escape(headline)}</text>` +
    `<text x="40" y="210" font-family="system-ui, sans-serif" font-size="26" fill="#ffffff">${escape(offer)}</text>` +
    `<rect x="40" y="250" width="120" height="8" rx="4" fill="#fde68a"/></svg>\n`;
  write(`images/promo/grill-week-${locale}.svg`, svg);
}

console.log(
  `Wrote ${demoCatalogue.products.length} dish, ${demoCatalogue.categories.length} category and ${Object.keys(popupText).length} promo images to ${root}/images`,
);
