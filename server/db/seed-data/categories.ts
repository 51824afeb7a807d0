import { category } from './build';

// The image names also tell scripts/generate-images.ts which kind of picture to draw.
export const categories = [
  category(1, 'national', ['Milli tagamlar', 'Национальные блюда', 'National dishes']),
  category(2, 'dough', ['Hamyr tagamlary', 'Блюда из теста', 'Dumplings and pastries']),
  category(3, 'soups', ['Çorbalar', 'Супы', 'Soups']),
  category(4, 'grill', ['Şaşlyklar', 'Шашлыки', 'Shashlik and grill']),
  category(5, 'salads', ['Salatlar', 'Салаты', 'Salads']),
  category(6, 'russian', ['Rus aşhanasy', 'Русская кухня', 'Russian cuisine']),
  category(7, 'bread', ['Çörek önümleri', 'Хлеб и выпечка', 'Bread']),
  category(8, 'desserts', ['Süýjülikler', 'Десерты', 'Desserts']),
  category(9, 'drinks', ['Içgiler', 'Напитки', 'Drinks']),
];

export const units = [
  { code: 'g', name: { tm: 'g', ru: 'г', en: 'g' } },
  { code: 'ml', name: { tm: 'ml', ru: 'мл', en: 'ml' } },
  { code: 'pcs', name: { tm: 'sany', ru: 'шт.', en: 'pcs' } },
];
