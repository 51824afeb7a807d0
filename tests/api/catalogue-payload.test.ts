import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Category } from '../../shared/api/types';
import { API, useSeededApp } from '../helpers/app';
import { testDatabases } from '../helpers/database';

// docs/catalogue-api.md: what a page asks for to carry only what it shows
describe.each(testDatabases())('catalogue API: per-category limit and one language (%s)', (dialect) => {
  const shop = useSeededApp(dialect);
  const get = (path: string, lang = 'ru') => request(shop.app).get(`${API}${path}`).set('Accept-Language', lang);

  it('products_per_category keeps the first dishes of each category in the menu order', async () => {
    const all = (await get('/categories?with_products=1').expect(200)).body.data as Category[];
    const firsts = (await get('/categories?with_products=1&products_per_category=2').expect(200)).body.data as Category[];
    expect(firsts.map((c) => c.id)).toEqual(all.map((c) => c.id));
    for (const [i, category] of firsts.entries()) expect(category.products).toEqual(all[i].products!.slice(0, 2));
  });

  it('without the new parameters the answer is what it always was (all dishes, three languages)', async () => {
    const [first] = (await get('/categories?with_products=1').expect(200)).body.data as Category[];
    expect(first.products!.length).toBe(7);
    expect(first.products![0]).toMatchObject({ name_tm: 'Palow', name_ru: 'Плов', name_en: 'Plov' });
  });

  it('localized=1 names and describes in the request language only, everywhere', async () => {
    const [category] = (await get('/categories?with_products=1&localized=1', 'en').expect(200)).body.data;
    expect(category).toMatchObject({ id: 1, name_en: 'National dishes' });
    expect(Object.keys(category)).not.toContain('name_ru');
    expect(category.products[0]).toEqual({
      id: 1,
      category_id: 1,
      name_en: 'Plov',
      description_en: expect.stringContaining('plov'),
      price: '45.00',
      image: '/images/menu/palow.svg',
      amount: 350,
      unit: { id: 1, name: 'g', name_en: 'g' },
    });
    const product = (await get('/products/1?localized=1', 'tk').expect(200)).body.data;
    expect(product).toMatchObject({ name_tm: 'Palow', unit: { name: 'g' } });
    expect(JSON.stringify(product)).not.toMatch(/_(ru|en)"/);
    const list = (await get('/products?category=1&localized=true').expect(200)).body.data;
    expect(JSON.stringify(list)).not.toMatch(/_(tm|en)"/);
    const pages = JSON.stringify((await get('/pages?localized=1', 'en').expect(200)).body.data);
    expect(pages).toContain('name_en');
    expect(pages).not.toMatch(/_(tm|ru)"/);
    const page = (await get('/pages/about-us?localized=1', 'ru').expect(200)).body.data;
    expect(
      Object.keys(page)
        .filter((k) => /_(tm|ru|en)$/.test(k))
        .sort(),
    ).toEqual(['content_ru', 'name_ru']);
  });

  it('cards=1 leaves out every description, in one language or all three, and keeps the rest', async () => {
    for (const localized of ['0', '1']) {
      const query = `/categories?with_products=1&products_per_category=2&localized=${localized}`;
      const full = (await get(query).expect(200)).body.data as Category[];
      const cards = (await get(`${query}&cards=1`).expect(200)).body.data as Category[];
      expect(JSON.stringify(full)).toMatch(/"description_ru"/);
      expect(JSON.stringify(cards)).not.toMatch(/"description_/);
      const withoutDescriptions = full.map((c) => ({
        ...c,
        products: c.products!.map((p) => Object.fromEntries(Object.entries(p).filter(([k]) => !k.startsWith('description_')))),
      }));
      expect(cards).toEqual(withoutDescriptions);
    }
    expect((await get('/categories?with_products=1&cards=maybe').expect(422)).body.fields).toEqual({ cards: 'invalid' });
  });

  it('refuses a bad per-category limit or localized flag with 422 fields', async () => {
    const res = await get('/categories?with_products=1&products_per_category=0&localized=perhaps').expect(422);
    expect(res.body.fields).toEqual({ products_per_category: 'out_of_range', localized: 'invalid' });
    expect((await get('/products/1?localized=2').expect(422)).body.fields).toEqual({ localized: 'invalid' });
  });
});
