import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Category, Product } from '../../shared/api/types';
import { API, offsetClock, useSeededApp } from '../helpers/app';
import { testDatabases } from '../helpers/database';

describe.each(testDatabases())('catalogue API (%s)', (dialect) => {
  // real time that a test can move on: the response cache re-reads the catalogue version once a second
  const clock = offsetClock();
  const shop = useSeededApp(dialect, { now: clock.now });

  const get = (path: string, lang = 'ru') => request(shop.app).get(`${API}${path}`).set('Accept-Language', lang);
  const activeProducts = () =>
    shop.database.db.selectFrom('products').selectAll().where('archived', '=', 0).orderBy('sort_order').execute();

  describe('GET /categories', () => {
    it('lists every category without products by default', async () => {
      const res = await get('/categories');
      expect(res.status).toBe(200);
      const rows = await shop.database.db.selectFrom('categories').select(['id', 'name_ru']).orderBy('sort_order').execute();
      expect(res.body.success).toBe(true);
      expect(res.body.data.map((c: Category) => c.id)).toEqual(rows.map((r) => r.id));
      expect(res.body.data[0]).toEqual({
        id: 1,
        name_tm: 'Milli tagamlar',
        name_ru: 'Национальные блюда',
        name_en: 'National dishes',
        image: '/images/categories/national.svg',
      });
      expect(res.body.meta).toEqual({ total: rows.length, page: 1, limit: 100 });
    });

    it('adds each category its products with with_products=true', async () => {
      const res = await get('/categories?with_products=true');
      expect(res.status).toBe(200);
      const all = await activeProducts();
      for (const category of res.body.data as Category[]) {
        expect(category.products!.map((p) => p.id)).toEqual(all.filter((p) => p.category_id === category.id).map((p) => p.id));
      }
      expect((res.body.data as Category[]).flatMap((c) => c.products!)).toHaveLength(all.length);
    });

    it('honours limit (the footer asks for 5)', async () => {
      const res = await get('/categories?limit=5');
      expect(res.body.data).toHaveLength(5);
      expect(res.body.meta).toMatchObject({ limit: 5, page: 1 });
    });

    it('rejects a limit over 100 and a non-boolean with_products with 422 fields', async () => {
      const res = await get('/categories?limit=101&with_products=maybe');
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({
        success: false,
        error: 'validation_failed',
        fields: { limit: 'out_of_range', with_products: 'invalid' },
      });
    });
  });

  describe('GET /products', () => {
    it('returns at most 100 products with prices as "45.00" and the unit in the asked language', async () => {
      const res = await get('/products?limit=100', 'en');
      expect(res.status).toBe(200);
      const all = await activeProducts();
      expect(res.body.data).toHaveLength(Math.min(100, all.length));
      expect(res.body.meta).toEqual({ total: all.length, page: 1, limit: 100 });
      const palow = (res.body.data as Product[]).find((p) => p.id === 1)!;
      expect(palow).toEqual({
        id: 1,
        category_id: 1,
        name_tm: 'Palow',
        name_ru: 'Плов',
        name_en: 'Plov',
        description_tm: expect.stringContaining('palow'),
        description_ru: expect.stringContaining('плов'),
        description_en: expect.stringContaining('plov'),
        price: '45.00',
        image: '/images/menu/palow.svg',
        amount: 350,
        unit: { id: expect.any(Number), name: 'g', name_tm: 'g', name_ru: 'г', name_en: 'g' },
      });
    });

    it('names the unit in Turkmen for Accept-Language tk', async () => {
      const res = await get('/products?ids=6', 'tk');
      expect(res.body.data[0].unit).toMatchObject({ name: 'sany', name_ru: 'шт.' });
    });

    it('filters by ids', async () => {
      const res = await get('/products?ids=6,1,999999');
      expect(res.body.data.map((p: Product) => p.id).sort()).toEqual([1, 6]);
      expect(res.body.meta.total).toBe(2);
    });

    it('filters by category', async () => {
      const res = await get('/products?category=9');
      const drinks = (await activeProducts()).filter((p) => p.category_id === 9);
      expect(res.body.data.map((p: Product) => p.id)).toEqual(drinks.map((p) => p.id));
      expect(res.body.data.every((p: Product) => p.category_id === 9)).toBe(true);
    });

    it('pages through the list', async () => {
      const all = (await activeProducts()).map((p) => p.id);
      const first = await get('/products?limit=10&page=1');
      const third = await get('/products?limit=10&page=3');
      expect(first.body.data.map((p: Product) => p.id)).toEqual(all.slice(0, 10));
      expect(third.body.data.map((p: Product) => p.id)).toEqual(all.slice(20, 30));
      expect(third.body.meta).toEqual({ total: all.length, page: 3, limit: 10 });
      const beyond = await get('/products?limit=10&page=50');
      expect(beyond.body.data).toEqual([]);
    });

    it('refuses limit > 100, a bad page and bad ids with 422 and the fields at fault', async () => {
      const res = await get('/products?limit=101&page=0&ids=1,x&category=abc');
      expect(res.status).toBe(422);
      expect(res.body.fields).toEqual({ limit: 'out_of_range', page: 'out_of_range', ids: 'invalid', category: 'invalid' });
    });

    it('ignores unknown query parameters', async () => {
      const res = await get('/products?limit=2&utm_source=mail');
      expect(res.status).toBe(200);
      expect(res.body.data).toHaveLength(2);
    });

    it('does not list an archived dish, nor serve it', async () => {
      await shop.database.db.updateTable('products').set({ archived: 1 }).where('id', '=', 44).execute();
      try {
        // the same process wrote it behind the cache's back: wait out the version re-check by bumping it
        const { bumpCatalogueVersion } = await import('../../server/db/catalogue-version');
        await bumpCatalogueVersion(shop.database.db);
        clock.advance(1100);
        expect((await get('/products?ids=44')).body.data).toEqual([]);
        expect((await get('/products/44')).status).toBe(404);
      } finally {
        await shop.database.db.updateTable('products').set({ archived: 0 }).where('id', '=', 44).execute();
      }
    });
  });

  describe('GET /products/{id}', () => {
    it('returns one product', async () => {
      const res = await get('/products/6');
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ id: 6, name_ru: 'Манты', price: '35.00', amount: 5, unit: { name: 'шт.' } });
    });

    it('answers 404 product_not_found for a missing or non-numeric id', async () => {
      for (const id of ['999999', 'abc', '1.5', '-1', '99999999999']) {
        const res = await get(`/products/${id}`, 'en');
        expect(res.status, id).toBe(404);
        expect(res.body).toEqual({ success: false, error: 'product_not_found', message: 'This dish was not found.' });
      }
    });

    it('sends the list gzipped once to clients that take gzip, plain to others, with the same content', async () => {
      const zipped = await get('/products?limit=100').set('Accept-Encoding', 'gzip');
      const plain = await get('/products?limit=100').set('Accept-Encoding', 'identity');
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(zipped.headers.vary).toContain('Accept-Encoding');
      expect(zipped.body).toEqual(plain.body);
      expect(zipped.headers.etag).not.toBe(plain.headers.etag);
    });

    it('answers 304 to a repeat request with the ETag it was given', async () => {
      const first = await get('/products/1');
      const again = await get('/products/1').set('If-None-Match', first.headers.etag);
      expect(again.status).toBe(304);
    });
  });
});
