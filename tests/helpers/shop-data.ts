// What the component tests show and answer with: the public config, pages, categories and dishes,
// and replies in the backend's envelope. tests/helpers/harness.tsx re-exports all of it.
import type { Category, PageSummary, Product } from '../../shared/api/types';
import type { PublicConfig } from '../../shared/public-config';

export const testConfig: PublicConfig = {
  publicUrl: 'http://shop.test',
  shopName: 'Aşhana',
  phone: '+99312000000',
  email: 'info@ashana.tm',
  hours: { opens: '10:00', closes: '23:00' },
  deliveryFee: 1500,
  mapTileUrl: 'https://tiles.test/{z}/{x}/{y}.png',
  address: { street: 'Magtymguly şaýoly', city: 'Aşgabat', country: 'TM', latitude: 37.9601, longitude: 58.3261 },
  image: '/images/shop.png',
  links: { telegram: 'https://t.me/ashana', appStore: 'https://apps.apple.com/app/ashana' },
};

const names = (tm: string, ru: string, en: string) => ({ name_tm: tm, name_ru: ru, name_en: en });
export const testPages: PageSummary[] = [
  { id: 1, slug: 'about-restaurant', pages: [], ...names('Restoran', 'Ресторан', 'Our restaurant') },
  { id: 2, slug: 'dish-history', pages: [], ...names('Tagamlaryň taryhy', 'История блюд', 'Story of dishes') },
  { id: 3, slug: 'interesting', pages: [], ...names('Gyzykly', 'Интересное', 'Curious facts') },
];
export const testCategories: Category[] = [1, 2, 3, 4, 5].map((id) => ({
  id,
  image: `/c${id}.png`,
  ...names(`Tm ${id}`, `Ru ${id}`, `Category ${id}`),
}));

export function testProduct(id: number, name: string, price: string): Product {
  return {
    id,
    category_id: 1,
    price,
    image: `/images/menu/${id}.svg`,
    amount: 350,
    unit: { id: 1, name: 'g', name_tm: 'g', name_ru: 'г', name_en: 'g' },
    ...names(name, name, name),
    description_tm: '',
    description_ru: '',
    description_en: `About ${name}`,
  };
}
export const plov: Product = {
  ...testProduct(7, 'Plov', '45.50'),
  image: '/plov.png',
  ...names('Palow', 'Плов', 'Plov'),
  description_en: '',
};

/** Answers in the backend's envelope. */
export const ok = (data: unknown, meta?: unknown) => ({ body: { success: true, data, ...(meta ? { meta } : {}) } });
export const fail = (status: number, error: string, message = error) => ({ status, body: { success: false, error, message } });
