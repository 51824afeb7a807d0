import { describe, expect, it } from 'vitest';
import type { Category, Product } from '../../../shared/api/types';
import { productSchema, restaurantSchema } from './schema';
import { serializeJsonLd } from './json-ld';

const shop = {
  publicUrl: 'https://shop.example',
  shopName: 'Shop',
  phone: '+99312000000',
  email: 'a@b.tm',
  hours: { opens: '10:00', closes: '22:00' },
  address: { street: 'Magtymguly şaýoly', city: 'Aşgabat', country: 'TM', latitude: 37.9601, longitude: 58.3261 },
  image: '/images/shop.png',
};
const product: Product = {
  id: 7,
  category_id: 2,
  price: '45',
  image: '/images/menu/palow.svg',
  amount: 350,
  unit: { id: 1, name: 'g', name_tm: 'g', name_ru: 'г', name_en: 'g' },
  name_tm: 'Palow',
  name_ru: 'Плов',
  name_en: 'Plov </script><script>alert(1)</script>',
  description_tm: '',
  description_ru: 'Традиционный',
  description_en: '',
};
const category: Category = { id: 2, image: '/c.svg', name_tm: 'Milli', name_ru: 'Национальные', name_en: 'National', products: [product] };

describe('schema.org JSON-LD', () => {
  it('describes the restaurant menu with sections, items and TMT offers', () => {
    const data = restaurantSchema([category], shop, 'ru');
    expect(data['@type']).toBe('Restaurant');
    const section = data.hasMenu.hasMenuSection[0];
    expect(section).toMatchObject({ '@type': 'MenuSection', name: 'Национальные', url: 'https://shop.example/products?category=2' });
    expect(section.hasMenuItem[0]).toMatchObject({
      '@type': 'MenuItem',
      name: 'Плов',
      image: 'https://shop.example/images/menu/palow.svg',
      offers: { '@type': 'Offer', price: '45.00', priceCurrency: 'TMT', url: 'https://shop.example/products/7' },
    });
  });

  it('places the restaurant for Google: address, coordinates, cuisine, prices and picture', () => {
    const dear = { ...product, id: 8, price: '120.5' };
    const data = restaurantSchema([category, { ...category, id: 3, products: [dear] }], shop, 'en');
    expect(data).toMatchObject({
      address: { '@type': 'PostalAddress', streetAddress: 'Magtymguly şaýoly', addressLocality: 'Aşgabat', addressCountry: 'TM' },
      geo: { '@type': 'GeoCoordinates', latitude: 37.9601, longitude: 58.3261 },
      priceRange: '45.00–120.50 TMT',
      image: 'https://shop.example/images/shop.png',
    });
    expect(data.servesCuisine).toContain('Turkmen');
    expect(restaurantSchema([], shop, 'en').priceRange).toBeUndefined();
  });

  it('describes a dish as Product and MenuItem with a localized URL', () => {
    const data = productSchema(product, shop, 'tm');
    expect(data['@type']).toEqual(['Product', 'MenuItem']);
    expect(data).toMatchObject({ name: 'Palow', offers: { priceCurrency: 'TMT', url: 'https://shop.example/tm/products/7' } });
  });

  it('cannot close its script element', () => {
    const text = serializeJsonLd(productSchema(product, shop, 'en'));
    expect(text).not.toContain('<');
    expect(JSON.parse(text).name).toBe('Plov </script><script>alert(1)</script>');
  });
});
