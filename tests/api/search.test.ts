import request from 'supertest';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/connection';
import type { Product } from '../../shared/api/types';
import { API, createTestApp } from '../helpers/app';
import { createTestDatabase, testDatabases } from '../helpers/database';

const ids = (body: { data: Product[] }) => body.data.map((p) => p.id);

// The same spellings must find the same dishes on every engine, so results are also compared across engines.
const resultsByEngine = new Map<string, Record<string, number[]>>();

describe.each(testDatabases())('product search (%s)', (dialect) => {
  let database: Database;
  let app: Express;
  const seen: Record<string, number[]> = {};
  beforeAll(async () => {
    database = await createTestDatabase(dialect, { seed: true });
    app = createTestApp(database);
  });
  afterAll(async () => {
    resultsByEngine.set(dialect, seen);
    await database.close();
  });

  const search = async (q: string) => {
    const res = await request(app).get(`${API}/products`).query({ search: q });
    expect(res.status).toBe(200);
    seen[q] = ids(res.body);
    return res.body as { data: Product[]; meta: { total: number } };
  };

  const spellings: [string, string[], number][] = [
    ['palow', ['плов', 'plov', 'palow', 'Palow', 'PLOV', 'Плов', 'палов', 'plow'], 1],
    ['shashlik', ['şaşlyk', 'shashlik', 'шашлык', 'Şaşlyk', 'SHASHLYK', 'sashlik'], 14],
    ['manty', ['manty', 'манты', 'Manty', 'manti'], 6],
    ['dograma', ['dograma', 'дограма', 'Dograma'], 2],
    ['chorba', ['çorba', 'chorba', 'чорба', 'corba'], 11],
    ['ishlekli', ['işlekli', 'ishlekli', 'ишлекли'], 9],
  ];

  it.each(spellings)('%s: every spelling finds the same dishes, the dish itself first', async (_name, variants, dishId) => {
    const results = await Promise.all(variants.map(search));
    for (const [i, body] of results.entries()) {
      expect(ids(body)[0], variants[i]).toBe(dishId);
      expect(ids(body), variants[i]).toEqual(ids(results[0]));
    }
  });

  it('finds every shashlik of the grill for "шашлык"', async () => {
    const body = await search('шашлык');
    expect(ids(body)).toEqual(expect.arrayContaining([14, 15, 17]));
  });

  it("finds the grill by its category's name in every spelling, the pie Ishlekli not at all", async () => {
    const LYULYA_KEBAB = 16;
    const ISHLEKLI = 9;
    for (const q of ['şaşlyk', 'шашлык', 'shashlik']) {
      const found = ids(await search(q));
      expect(found, q).toContain(LYULYA_KEBAB);
      expect(found, q).not.toContain(ISHLEKLI);
      // dishes named shashlik before the rest of the grill
      expect(found.indexOf(14), q).toBeLessThan(found.indexOf(LYULYA_KEBAB));
    }
    // the category word alone ("grill" is in "Shashlik and grill") finds the grill too
    expect(ids(await search('grill'))).toContain(LYULYA_KEBAB);
  });

  it('matches names before descriptions', async () => {
    // "катык" (yoghurt) is in no dish name but in several descriptions
    const body = await search('катык');
    expect(body.data.length).toBeGreaterThan(0);
    const byName = await search('gatyk');
    expect(ids(byName)).toEqual(ids(body));
    // "plov" names the plov and is also in the achichuk description ("partner of plov"): the plov comes first
    const plov = await search('plov');
    expect(ids(plov)[0]).toBe(1);
    expect(ids(plov)).toContain(21);
  });

  it('needs every word of a several-word query', async () => {
    const body = await search('green tea');
    expect(ids(body)).toEqual([39]);
    expect(ids(await search('Gök çaý'))).toEqual([39]);
    expect(ids(await search('зелёный чай'))).toEqual([39]);
  });

  it('combines search with category and paging, with a correct total', async () => {
    const all = await search('tea');
    const page = await request(app).get(`${API}/products`).query({ search: 'çaý', category: 9, limit: 1, page: 2 });
    expect(page.body.meta).toEqual({ total: 2, page: 2, limit: 1 });
    expect(page.body.data).toHaveLength(1);
    expect(all.meta.total).toBeGreaterThanOrEqual(2);
  });

  it('finds nothing for nonsense or punctuation, and treats LIKE wildcards as text', async () => {
    expect((await search('fjfjfj')).data).toEqual([]);
    expect((await search('%%%')).data).toEqual([]);
    expect((await search('_')).data).toEqual([]);
  });

  it('refuses a query over 100 characters', async () => {
    const res = await request(app)
      .get(`${API}/products`)
      .query({ search: 'a'.repeat(101) });
    expect(res.status).toBe(422);
    expect(res.body.fields).toEqual({ search: 'too_long' });
  });
});

// registered only when both engines run, so a SQLite-only run has nothing skipped
if (testDatabases().length > 1)
  describe('search across engines', () => {
    it('returns identical results on SQLite and PostgreSQL', () => {
      const [sqlite, postgres] = [resultsByEngine.get('sqlite'), resultsByEngine.get('postgres')];
      expect(sqlite && Object.keys(sqlite).length).toBeGreaterThan(20);
      expect(postgres).toEqual(sqlite);
    });
  });
