import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/connection';
import { importCatalogue, parseCatalogue } from '../../server/db/catalogue/import';
import { withExclusiveWrite } from '../../server/db/exclusive';
import { API, createTestApp } from '../helpers/app';
import { createTestDatabase, testDatabases } from '../helpers/database';

const example = fs.readFileSync('examples/catalogue.example.json', 'utf8');
const edit = (change: (file: any) => void) => {
  const file = JSON.parse(example);
  change(file);
  return JSON.stringify(file, null, 2);
};
const lineContaining = (text: string, needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;

describe('parseCatalogue', () => {
  it('accepts the shipped example', () => {
    expect(parseCatalogue(example)).toMatchObject({ ok: true });
  });

  it('names the line and field of a bad value', () => {
    const text = edit((f) => {
      f.products[1].price = '12,50';
    });
    const result = parseCatalogue(text);
    expect(result).toEqual({
      ok: false,
      problems: [
        { line: lineContaining(text, '"12,50"'), field: 'products[1].price', code: 'invalid', message: 'must be an amount like 45.00' },
      ],
    });
  });

  it('points a missing field at its object', () => {
    const text = edit((f) => {
      delete f.categories[1].name.en;
    });
    const result = parseCatalogue(text);
    expect(result.ok).toBe(false);
    const [problem] = (result as { problems: { line: number; field: string; code: string }[] }).problems;
    expect(problem).toMatchObject({ field: 'categories[1].name.en', code: 'required' });
    expect(text.split('\n')[problem.line - 1]).toContain('"name"');
  });

  it('reports references to unknown categories and units, and duplicate ids', () => {
    const text = edit((f) => {
      f.products[2].category = 77;
      f.products[0].unit = 'kg';
      f.products[1].id = f.products[0].id;
    });
    const result = parseCatalogue(text) as { ok: false; problems: { line: number; field: string; code: string }[] };
    expect(result.problems.map((p) => [p.field, p.code])).toEqual([
      ['products[1].id', 'duplicate'],
      ['products[0].unit', 'unknown_unit'],
      ['products[2].category', 'unknown_category'],
    ]);
    expect(result.problems.find((p) => p.code === 'unknown_category')!.line).toBe(lineContaining(text, '"category": 77'));
  });

  it('gives the line of a JSON syntax error', () => {
    const text = '{\n  "units": [\n    { "code": "g", }\n  ]\n}';
    expect(parseCatalogue(text)).toEqual({
      ok: false,
      problems: [{ line: 3, field: '', code: 'invalid_json', message: 'unexpected "}", expected a property name in double quotes' }],
    });
    expect(parseCatalogue('{"units": [')).toMatchObject({ ok: false, problems: [{ line: 1, code: 'invalid_json' }] });
  });
});

describe.each(testDatabases())('catalogue import (%s)', (dialect) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(dialect, { seed: true });
  });
  afterAll(() => database.close());

  const snapshot = async () => ({
    products: await database.db.selectFrom('products').selectAll().orderBy('id').execute(),
    categories: await database.db.selectFrom('categories').selectAll().orderBy('id').execute(),
    pages: await database.db.selectFrom('pages').selectAll().orderBy('id').execute(),
  });

  it('rejects a bad file and leaves the database exactly as it was', async () => {
    const before = await snapshot();
    const result = await importCatalogue(
      database,
      edit((f) => {
        f.products[0].amount = -5;
      }),
    );
    expect(result).toMatchObject({ ok: false, problems: [{ field: 'products[0].amount', code: 'out_of_range' }] });
    expect(await snapshot()).toEqual(before);
  });

  it('rolls back everything when a write fails half-way', async () => {
    const before = await snapshot();
    await expect(
      withExclusiveWrite(database, async (db) => {
        await db.updateTable('products').set({ price: 1 }).execute();
        await db.insertInto('units').values({ code: 'g', name_tm: 'x', name_ru: 'x', name_en: 'x' }).execute(); // duplicate code
      }),
    ).rejects.toThrow();
    expect(await snapshot()).toEqual(before);
  });

  it('imports a good file: updates by id, hides dishes that left the menu, replaces pages and pop-up', async () => {
    const text = edit((f) => {
      f.products[0].price = '47.50';
      f.products[0].name.en = 'Festive plov';
    });
    const result = await importCatalogue(database, text);
    expect(result).toEqual({ ok: true, summary: { units: 3, categories: 2, products: 3, archivedProducts: 48, pages: 3 } });

    const app = createTestApp(database);
    const list = await request(app).get(`${API}/products`);
    expect(list.body.data.map((p: { id: number }) => p.id)).toEqual([1, 6, 39]);
    expect(list.body.data[0]).toMatchObject({ price: '47.50', name_en: 'Festive plov', category_id: 1 });
    const categories = await request(app).get(`${API}/categories`);
    expect(categories.body.data.map((c: { id: number }) => c.id)).toEqual([1, 9]);
    const pages = await request(app).get(`${API}/pages`);
    expect(pages.body.data).toEqual([
      expect.objectContaining({ slug: 'dish-history', pages: [expect.objectContaining({ slug: 'palow-history' })] }),
    ]);
    const search = await request(app).get(`${API}/products`).query({ search: 'festive' });
    expect(search.body.data.map((p: { id: number }) => p.id)).toEqual([1]);
    // archived, not deleted: baskets and orders may still name them
    const hidden = await database.db.selectFrom('products').select('id').where('archived', '=', 1).execute();
    expect(hidden).toHaveLength(48);
  });

  it('lets new rows get ids after an import with explicit ids', async () => {
    const row = await database.db
      .insertInto('pages')
      .values({
        slug: 'after-import',
        name_tm: 'a',
        name_ru: 'a',
        name_en: 'a',
        content_tm: '',
        content_ru: '',
        content_en: '',
        listed: 0,
        sort_order: 99,
        parent_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(row.id).toBeGreaterThan(0);
  });
});

describe('npm run catalogue:import', () => {
  const run = promisify(execFile);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-import-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const cli = (file: string) =>
    run(process.execPath, ['--import', 'tsx', 'server/db/import-cli.ts', file], {
      env: { ...process.env, DATABASE_URL: `file:${dir}/shop.db`, LOG_LEVEL: 'silent' },
    }).then(
      (r) => ({ code: 0, ...r }),
      (e) => ({ code: e.code as number, stdout: e.stdout as string, stderr: e.stderr as string }),
    );

  it('refuses a bad file with its line and field, exit code 1, then imports a good one', async () => {
    const bad = path.join(dir, 'bad.json');
    const text = edit((f) => {
      f.products[1].price = 'free';
    });
    fs.writeFileSync(bad, text);
    const refused = await cli(bad);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`${bad}:${lineContaining(text, '"free"')}: products[1].price: must be an amount like 45.00`);
    expect(refused.stderr).toContain('the catalogue is unchanged');

    const imported = await cli('examples/catalogue.example.json');
    expect(imported.code).toBe(0);
    expect(imported.stdout).toContain('Imported 2 categories, 3 products');
  });
});
