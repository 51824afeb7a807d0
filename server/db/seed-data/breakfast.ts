import { category, dish } from './build';

// Breakfast, served every day from 08:00 to 11:00 (menus by the hour, shared/menu-hours.ts): a
// category of its own after the others, its dishes with ids after the rest of the demo menu's.
export const BREAKFAST_HOURS = { days: [0, 1, 2, 3, 4, 5, 6], from: 8 * 60, until: 11 * 60 };

export const breakfastCategory = { ...category(10, 'breakfast', ['Ertirlik naharlar', 'Завтраки', 'Breakfast']), hours: BREAKFAST_HOURS };

export const breakfastDishes = [
  dish(
    45,
    10,
    'omelette',
    'g',
    250,
    '24.00',
    ['Gök otly omlet', 'Омлет с зеленью', 'Herb omelette'],
    [
      'Täze gök otlar bilen üç ýumurtgadan bişirilen omlet, tamdyr çöregi bilen berilýär.',
      'Омлет из трёх яиц со свежей зеленью, подаётся с тамдырным хлебом.',
      'A three-egg omelette with fresh herbs, served with tamdyr bread.',
    ],
  ),
  dish(
    46,
    10,
    'fried-eggs',
    'g',
    220,
    '20.00',
    ['Pomidorly gowrulan ýumurtga', 'Яичница с помидорами', 'Fried eggs with tomatoes'],
    [
      'Pomidor we sogan bilen gowrulan iki ýumurtga.',
      'Глазунья из двух яиц с помидорами и луком.',
      'Two eggs fried with tomatoes and onion.',
    ],
  ),
  dish(
    47,
    10,
    'rice-porridge',
    'g',
    300,
    '18.00',
    ['Süýtli şüle', 'Молочная рисовая каша', 'Milk rice porridge'],
    [
      'Süýtde bişirilen tüwi, sary ýag we bal bilen.',
      'Рис, сваренный на молоке, со сливочным маслом и мёдом.',
      'Rice cooked in milk, with butter and honey.',
    ],
  ),
  dish(
    48,
    10,
    'gaymak',
    'g',
    200,
    '22.00',
    ['Gaýmak we petir', 'Каймак с лепёшкой', 'Gaymak with flatbread'],
    [
      'Täze gaýmak, bal we ýyly petir çöregi.',
      'Свежий каймак, мёд и тёплая лепёшка петир.',
      'Fresh clotted cream and honey with a warm petir flatbread.',
    ],
  ),
];
