import type { Kysely } from 'kysely';
import type { Schema } from '../schema';
import { syncIdSequence } from '../dialect';
import { bumpCatalogueVersion } from '../catalogue-version';
import { parseMoney } from '../../../shared/money';
import { searchBlob } from '../../../shared/search/fold';
import { sanitizePageHtml } from './sanitize';
import { writeChoices } from './write-choices';
import type { CatalogueFile, PageEntry, ProductEntry } from './format';

export interface WriteSummary {
  units: number;
  categories: number;
  products: number;
  archivedProducts: number;
  pages: number | null;
}

// Rows per INSERT: well under SQLite's bound-parameter limit with ~20 columns a row.
const CHUNK = 200;
const chunks = <T>(list: T[]) => Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, i) => list.slice(i * CHUNK, (i + 1) * CHUNK));

/**
 * Writes a checked catalogue file. Run it inside withExclusiveWrite: it is all or nothing.
 * Categories and products are matched by id and updated in place; those missing from the file are
 * archived, not deleted, because baskets and order history may still name them.
 */
export async function writeCatalogue(db: Kysely<Schema>, file: CatalogueFile): Promise<WriteSummary> {
  for (const u of file.units) {
    const names = { name_tm: u.name.tm, name_ru: u.name.ru, name_en: u.name.en };
    await db
      .insertInto('units')
      .values({ code: u.code, ...names })
      .onConflict((oc) => oc.column('code').doUpdateSet(names))
      .execute();
  }
  const unitIds = new Map((await db.selectFrom('units').select(['id', 'code']).execute()).map((u) => [u.code, u.id]));

  const categoryRows = file.categories.map((c, i) => ({
    id: c.id,
    name_tm: c.name.tm,
    name_ru: c.name.ru,
    name_en: c.name.en,
    image: c.image,
    sort_order: i,
    archived: 0,
  }));
  await db.updateTable('categories').set({ archived: 1 }).execute();
  for (const rows of chunks(categoryRows)) {
    await db
      .insertInto('categories')
      .values(rows)
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          name_tm: eb.ref('excluded.name_tm'),
          name_ru: eb.ref('excluded.name_ru'),
          name_en: eb.ref('excluded.name_en'),
          image: eb.ref('excluded.image'),
          sort_order: eb.ref('excluded.sort_order'),
          archived: 0,
        })),
      )
      .execute();
  }

  const productRows = file.products.map((p, i) => productRow(p, i, unitIds.get(p.unit)!));
  const activeBefore = await db.selectFrom('products').select('id').where('archived', '=', 0).execute();
  await db.updateTable('products').set({ archived: 1 }).execute();
  for (const rows of chunks(productRows)) {
    await db
      .insertInto('products')
      .values(rows)
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          category_id: eb.ref('excluded.category_id'),
          unit_id: eb.ref('excluded.unit_id'),
          name_tm: eb.ref('excluded.name_tm'),
          name_ru: eb.ref('excluded.name_ru'),
          name_en: eb.ref('excluded.name_en'),
          description_tm: eb.ref('excluded.description_tm'),
          description_ru: eb.ref('excluded.description_ru'),
          description_en: eb.ref('excluded.description_en'),
          price: eb.ref('excluded.price'),
          amount: eb.ref('excluded.amount'),
          image: eb.ref('excluded.image'),
          sort_order: eb.ref('excluded.sort_order'),
          archived: 0,
          search_name: eb.ref('excluded.search_name'),
          search_name_keys: eb.ref('excluded.search_name_keys'),
          search_description: eb.ref('excluded.search_description'),
          search_description_keys: eb.ref('excluded.search_description_keys'),
        })),
      )
      .execute();
  }
  await syncIdSequence(db, 'categories');
  await syncIdSequence(db, 'products');
  const kept = new Set(file.products.map((p) => p.id));
  await writeChoices(db, file);

  if (file.pages) await replacePages(db, file.pages);
  if (file.popup !== undefined) {
    await db.deleteFrom('popup_slider').execute();
    const p = file.popup;
    if (p) {
      await db
        .insertInto('popup_slider')
        .values({
          url_tm: p.url.tm,
          url_ru: p.url.ru,
          url_en: p.url.en,
          image_tm: p.image.tm,
          image_ru: p.image.ru,
          image_en: p.image.en,
          active: 1,
        })
        .execute();
    }
  }
  await bumpCatalogueVersion(db);
  return {
    units: file.units.length,
    categories: file.categories.length,
    products: file.products.length,
    archivedProducts: activeBefore.filter((p) => !kept.has(p.id)).length,
    pages: file.pages ? file.pages.length : null,
  };
}

function productRow(p: ProductEntry, index: number, unitId: number) {
  const names = searchBlob([p.name.tm, p.name.ru, p.name.en]);
  const descriptions = searchBlob([p.description.tm, p.description.ru, p.description.en]);
  return {
    id: p.id,
    category_id: p.category,
    unit_id: unitId,
    name_tm: p.name.tm,
    name_ru: p.name.ru,
    name_en: p.name.en,
    description_tm: p.description.tm.trim(),
    description_ru: p.description.ru.trim(),
    description_en: p.description.en.trim(),
    price: parseMoney(p.price)!,
    amount: p.amount,
    image: p.image,
    sort_order: index,
    archived: 0,
    search_name: names.words,
    search_name_keys: names.keys,
    search_description: descriptions.words,
    search_description_keys: descriptions.keys,
  };
}

/** Pages are not referenced from anywhere else, so the file's list simply replaces them. */
async function replacePages(db: Kysely<Schema>, pages: PageEntry[]) {
  await db.deleteFrom('pages').execute();
  const ids = new Map<string, number>();
  // parents first: one level of nesting is allowed, so two passes suffice
  const ordered = [...pages.filter((p) => !p.parent), ...pages.filter((p) => p.parent)];
  for (const p of ordered) {
    const row = await db
      .insertInto('pages')
      .values({
        parent_id: p.parent ? ids.get(p.parent)! : null,
        slug: p.slug,
        name_tm: p.name.tm,
        name_ru: p.name.ru,
        name_en: p.name.en,
        content_tm: sanitizePageHtml(p.content.tm),
        content_ru: sanitizePageHtml(p.content.ru),
        content_en: sanitizePageHtml(p.content.en),
        listed: p.listed ? 1 : 0,
        sort_order: pages.indexOf(p),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(p.slug, row.id);
  }
}
