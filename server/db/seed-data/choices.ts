import type { CatalogueFile } from '../catalogue/format';
import { dish, three } from './build';

// The demo menu's choices (issue 36): a wedding plov in two portions, shashlik of a chosen meat with
// optional sauces (one "Sauces" group on every grill), and a business lunch whose slots are dishes.
// The everyday plov (dish 1) stays a dish without choices: one tap adds it from its card.

type Group = NonNullable<CatalogueFile['choice_groups']>[number];
type Option = Group['options'][number];
type Three = Parameters<typeof three>[0];

const option = (id: number, name: Three, price: string, extra: Partial<Pick<Option, 'is_default' | 'product'>> = {}): Option => ({
  id,
  name: three(name),
  price,
  ...extra,
});
const group = (id: number, name: Three, min: number, max: number, options: Option[]): Group => ({
  id,
  name: three(name),
  min,
  max,
  options,
});

export const GROUP = { portion: 1, meat: 2, sauces: 3, soup: 4, main: 5, drink: 6 } as const;
export const SHASHLIK = 49;
export const BUSINESS_LUNCH = 50;
export const WEDDING_PLOV = 51;

export const choiceGroups: Group[] = [
  group(GROUP.portion, ['Porsiýa', 'Порция', 'Portion'], 1, 1, [
    option(1, ['Ýarym porsiýa', 'Половина порции', 'Half portion'], '0.00', { is_default: true }),
    option(2, ['Doly porsiýa', 'Полная порция', 'Full portion'], '35.00'),
  ]),
  group(GROUP.meat, ['Et', 'Мясо', 'Meat'], 1, 1, [
    option(3, ['Goýun eti', 'Баранина', 'Lamb'], '10.00'),
    option(4, ['Sygyr eti', 'Говядина', 'Beef'], '6.00'),
    option(5, ['Towuk eti', 'Курица', 'Chicken'], '0.00'),
  ]),
  group(GROUP.sauces, ['Souslar', 'Соусы', 'Sauces'], 0, 3, [
    option(6, ['Sarymsakly sous', 'Чесночный соус', 'Garlic sauce'], '3.00'),
    option(7, ['Pomidor sousy', 'Томатный соус', 'Tomato sauce'], '3.00'),
    option(8, ['Ajy sous', 'Острый соус', 'Hot sauce'], '4.00'),
  ]),
  group(GROUP.soup, ['Çorba', 'Суп', 'Soup'], 1, 1, [
    option(9, ['Çorba', 'Чорба', 'Chorba'], '0.00', { product: 11, is_default: true }),
    option(10, ['Unaş', 'Унаш', 'Unash'], '0.00', { product: 12 }),
    option(11, ['Borş', 'Борщ', 'Borscht'], '4.00', { product: 19 }),
  ]),
  group(GROUP.main, ['Esasy nahar', 'Основное блюдо', 'Main course'], 1, 1, [
    option(12, ['Palow', 'Плов', 'Plov'], '0.00', { product: 1 }),
    option(13, ['Manty', 'Манты', 'Manty'], '0.00', { product: 6 }),
    option(14, ['Gowurdak', 'Говурдак', 'Gowurdak'], '8.00', { product: 3 }),
  ]),
  group(GROUP.drink, ['Içgi', 'Напиток', 'Drink'], 1, 1, [
    option(15, ['Çal', 'Чал', 'Chal'], '0.00', { product: 41, is_default: true }),
    option(16, ['Aýran', 'Айран', 'Ayran'], '0.00', { product: 42 }),
    option(17, ['Kompot', 'Компот', 'Compote'], '0.00', { product: 43 }),
  ]),
];

/** The groups each existing dish carries: plov its portion, every grill the sauces. */
export const dishGroups: Record<number, number[]> = {
  14: [GROUP.sauces],
  15: [GROUP.sauces],
  16: [GROUP.sauces],
  17: [GROUP.sauces],
  18: [GROUP.sauces],
};

export const choiceDishes = [
  {
    ...dish(
      WEDDING_PLOV,
      1,
      'palow',
      'g',
      350,
      '45.00',
      ['Toý palawy', 'Свадебный плов', 'Wedding plov'],
      [
        'Toý saçagynyň palawy: goýun eti, sary käşir, kişmiş we nohut bilen. Ýarym ýa-da doly porsiýa.',
        'Плов праздничного стола: баранина, жёлтая морковь, изюм и нут. Половина или полная порция.',
        'The feast-table plov: lamb, yellow carrots, raisins and chickpeas. A half or a full portion.',
      ],
    ),
    groups: [GROUP.portion],
  },
  {
    ...dish(
      SHASHLIK,
      4,
      'shashlik-beef',
      'g',
      200,
      '38.00',
      ['Saýlanan şaşlyk', 'Шашлык на выбор', 'Shashlik of your choice'],
      [
        'Eti özüňiz saýlaň: goýun, sygyr ýa-da towuk eti. Közde bişirilýär, üstüne sogan goýulýar.',
        'Выберите мясо: баранина, говядина или курица. Жарится на углях, подаётся с луком.',
        'Choose the meat: lamb, beef or chicken. Grilled over charcoal and served with onion.',
      ],
    ),
    groups: [GROUP.meat, GROUP.sauces],
  },
  {
    ...dish(
      BUSINESS_LUNCH,
      1,
      'chorba',
      'pcs',
      1,
      '65.00',
      ['Işewür günortanlyk', 'Бизнес-ланч', 'Business lunch'],
      [
        'Çorba, esasy nahar we içgi: her birinden birini saýlaň. Iş günleri üçin amatly bahadan.',
        'Суп, горячее и напиток: выберите по одному. Выгодная цена для обеда в будний день.',
        'A soup, a main course and a drink: choose one of each, at a weekday lunch price.',
      ],
    ),
    groups: [GROUP.soup, GROUP.main, GROUP.drink],
  },
];
