import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';

const pageColumns = ['id', 'slug', 'name_tm', 'name_ru', 'name_en'] as const;

export function findListedPages(db: Kysely<Schema>) {
  return db
    .selectFrom('pages')
    .select(pageColumns)
    .where('listed', '=', 1)
    .where('parent_id', 'is', null)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function findChildren(db: Kysely<Schema>, parentIds: number[]) {
  if (!parentIds.length) return Promise.resolve([]);
  return db
    .selectFrom('pages')
    .select(['id', 'slug', 'parent_id'])
    .where('parent_id', 'in', parentIds)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function findPageBySlug(db: Kysely<Schema>, slug: string) {
  return db
    .selectFrom('pages')
    .select([...pageColumns, 'content_tm', 'content_ru', 'content_en'])
    .where('slug', '=', slug)
    .executeTakeFirst();
}

export function findActivePopup(db: Kysely<Schema>) {
  return db.selectFrom('popup_slider').selectAll().where('active', '=', 1).orderBy('id', 'desc').limit(1).executeTakeFirst();
}
