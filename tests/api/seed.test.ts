import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/connection';
import { seed, seedIfEmpty } from '../../server/db/seed';
import { createTestDatabase, testDatabases } from '../helpers/database';

const TURKMEN_LETTERS = /[äçňöşüýž]/i;

describe.each(testDatabases())('demo data (%s)', (dialect) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(() => database.close());

  const products = () =>
    database.db
      .selectFrom('products')
      .innerJoin('units', 'units.id', 'products.unit_id')
      .select([
        'products.id',
        'products.name_tm',
        'products.name_ru',
        'products.name_en',
        'products.description_tm',
        'products.description_ru',
        'products.description_en',
        'products.price',
        'products.amount',
        'products.image',
        'units.code',
      ])
      .execute();

  it('seeds an empty database on first start, and only then', async () => {
    const first = await seedIfEmpty(database);
    expect(first).toMatchObject({ categories: 10, products: 51 });
    expect(await seedIfEmpty(database)).toBeNull();
  });

  it('has at least 8 categories and 40 dishes, each named and described in three languages', async () => {
    const categories = await database.db.selectFrom('categories').selectAll().execute();
    expect(categories.length).toBeGreaterThanOrEqual(8);
    const dishes = await products();
    expect(dishes.length).toBeGreaterThanOrEqual(40);
    for (const d of dishes) {
      for (const field of ['name_tm', 'name_ru', 'name_en'] as const) expect(d[field].trim(), `${d.id} ${field}`).not.toBe('');
      for (const field of ['description_tm', 'description_ru', 'description_en'] as const) {
        // a real sentence: several words, ending in a full stop
        expect(d[field].split(' ').length, `${d.id} ${field}`).toBeGreaterThanOrEqual(3);
        expect(d[field], `${d.id} ${field}`).toMatch(/[.!]$/);
      }
      expect(d.name_ru, `${d.id}`).toMatch(/[\u0400-\u04ff]/);
      expect(d.price).toBeGreaterThan(0);
      expect(d.amount).toBeGreaterThan(0);
      expect(['g', 'ml', 'pcs']).toContain(d.code);
    }
    expect(dishes.filter((d) => TURKMEN_LETTERS.test(d.name_tm + d.description_tm)).length).toBe(dishes.length);
  });

  it("carries the restaurant's signature dishes", async () => {
    const names = (await products()).map((d) => d.name_en.toLowerCase()).join('|');
    for (const dish of ['plov', 'manty', 'dograma', 'ishlekli', 'gutap', 'chorba', 'shashlik', 'salad', 'soup', 'bread', 'tea']) {
      expect(names).toContain(dish);
    }
  });

  it('points every image at a file the storefront serves', async () => {
    const images = [
      ...(await products()).map((d) => d.image),
      ...(await database.db.selectFrom('categories').select('image').execute()).map((c) => c.image),
      ...Object.values(await database.db.selectFrom('popup_slider').select(['image_tm', 'image_ru', 'image_en']).executeTakeFirstOrThrow()),
    ];
    for (const image of images) {
      expect(image).toMatch(/^\/images\/(menu|categories|promo)\/[a-z0-9-]+\.svg$/);
      const svg = fs.readFileSync(path.join('public', image), 'utf8');
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), image).toBe(true);
    }
  });

  it('has the eight content pages in three languages, Turkmen in Latin script', async () => {
    const pages = await database.db.selectFrom('pages').selectAll().execute();
    const slugs = pages.map((p) => p.slug);
    for (const slug of [
      'about-us',
      'brands',
      'contacts',
      'delivery-and-payment',
      'mobile-application-links',
      'about-restaurant',
      'dish-history',
      'interesting',
    ]) {
      expect(slugs).toContain(slug);
    }
    for (const p of pages) {
      expect(p.content_tm).not.toMatch(/[\u0400-\u04ff]/);
      expect(p.content_ru).toMatch(/[\u0400-\u04ff]/);
    }
    expect(pages.filter((p) => TURKMEN_LETTERS.test(p.content_tm)).length).toBe(pages.length);
  });

  it('can be run again (npm run db:seed) without duplicating anything', async () => {
    await seed(database);
    const n = await database.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(51);
    const popups = await database.db.selectFrom('popup_slider').selectAll().execute();
    expect(popups).toHaveLength(1);
  });
});
