import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { BackendDeps } from '../deps';
import { sanitizePageHtml } from '../../db/catalogue/sanitize';
import { conflict, notFound, unprocessable } from '../../http/errors';
import type { PageInput, PopupInput } from '../../../shared/schemas/menu';
import type { DeskPage } from '../../../shared/menu/desk';
import type { AuditActor } from '../audit/service';
import { createMenuChange } from './change';

type Db = Kysely<Schema>;
async function allPages(db: Db): Promise<DeskPage[]> {
  const rows = await db.selectFrom('pages').selectAll().orderBy('sort_order').orderBy('id').execute();
  const slugOf = new Map(rows.map((r) => [r.id, r.slug]));
  return rows.map((r) => ({
    slug: r.slug,
    parent: r.parent_id === null ? null : (slugOf.get(r.parent_id) ?? null),
    listed: r.listed === 1,
    name: { tm: r.name_tm, ru: r.name_ru, en: r.name_en },
    content: { tm: r.content_tm, ru: r.content_ru, en: r.content_en },
  }));
}

async function popup(db: Db): Promise<PopupInput | null> {
  const row = await db.selectFrom('popup_slider').selectAll().where('active', '=', 1).orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row
    ? { url: { tm: row.url_tm, ru: row.url_ru, en: row.url_en }, image: { tm: row.image_tm, ru: row.image_ru, en: row.image_en } }
    : null;
}

/** The import's rules for a page's place: a parent that exists and is itself top-level; a parent never becomes a child. */
async function parentId(db: Db, input: PageInput, ownId: number | null): Promise<number | null> {
  if (!input.parent) return null;
  const parent = await db.selectFrom('pages').select(['id', 'parent_id']).where('slug', '=', input.parent).executeTakeFirst();
  if (!parent || parent.id === ownId) throw unprocessable({ parent: 'unknown_page' });
  if (parent.parent_id !== null) throw unprocessable({ parent: 'nested_too_deep' });
  if (ownId !== null && (await db.selectFrom('pages').select('id').where('parent_id', '=', ownId).executeTakeFirst()))
    throw unprocessable({ parent: 'nested_too_deep' });
  return parent.id;
}

const pageValues = (input: PageInput) => ({
  slug: input.slug,
  name_tm: input.name.tm,
  name_ru: input.name.ru,
  name_en: input.name.en,
  // sanitised on save, with the import's own rules: what the storefront renders is already clean
  content_tm: sanitizePageHtml(input.content.tm),
  content_ru: sanitizePageHtml(input.content.ru),
  content_en: sanitizePageHtml(input.content.en),
  listed: input.listed ? 1 : 0,
});

/** Content pages and the pop-up (the owner's: shop settings, design §1), audited and versioned like the menu. */
export function createContentService(deps: BackendDeps, onChange: () => void = () => {}) {
  const { database } = deps;

  const change = createMenuChange(deps, onChange);

  const findPage = async (db: Db, slug: string) => {
    const row = await db.selectFrom('pages').select('id').where('slug', '=', slug).executeTakeFirst();
    if (!row) throw notFound('page_not_found');
    return row.id;
  };
  const pageView = async (db: Db, slug: string) => (await allPages(db)).find((p) => p.slug === slug)!;
  const slugFree = async (db: Db, slug: string, ownId: number | null) => {
    const taken = await db.selectFrom('pages').select('id').where('slug', '=', slug).executeTakeFirst();
    if (taken && taken.id !== ownId) throw conflict('menu.page_slug_taken');
  };

  return {
    async content() {
      const { db } = database;
      return { pages: await allPages(db), popup: await popup(db) };
    },

    addPage: (actor: AuditActor, input: PageInput) =>
      change(actor, 'page.add', 'page', async (db) => {
        await slugFree(db, input.slug, null);
        const sortOrder =
          Number(
            (
              await db
                .selectFrom('pages')
                .select((eb) => eb.fn.max('sort_order').as('n'))
                .executeTakeFirst()
            )?.n ?? -1,
          ) + 1;
        await db
          .insertInto('pages')
          .values({ ...pageValues(input), parent_id: await parentId(db, input, null), sort_order: sortOrder })
          .execute();
        return { id: input.slug, before: null, after: await pageView(db, input.slug) };
      }),

    changePage: (actor: AuditActor, slug: string, input: PageInput) =>
      change(actor, 'page.edit', 'page', async (db) => {
        const id = await findPage(db, slug);
        const before = await pageView(db, slug);
        await slugFree(db, input.slug, id);
        await db
          .updateTable('pages')
          .set({ ...pageValues(input), parent_id: await parentId(db, input, id) })
          .where('id', '=', id)
          .execute();
        return { id: input.slug, before, after: await pageView(db, input.slug) };
      }),

    removePage: (actor: AuditActor, slug: string) =>
      change(actor, 'page.remove', 'page', async (db) => {
        const id = await findPage(db, slug);
        const before = await pageView(db, slug);
        // its child pages go with it (the foreign key cascades on PostgreSQL; SQLite is told here)
        await db.deleteFrom('pages').where('parent_id', '=', id).execute();
        await db.deleteFrom('pages').where('id', '=', id).execute();
        return { id: slug, before, after: null };
      }),

    setPopup: (actor: AuditActor, next: PopupInput | null) =>
      change(actor, next ? 'popup.set' : 'popup.remove', 'popup', async (db) => {
        const before = await popup(db);
        await db.deleteFrom('popup_slider').execute();
        if (next) {
          await db
            .insertInto('popup_slider')
            .values({
              url_tm: next.url.tm,
              url_ru: next.url.ru,
              url_en: next.url.en,
              image_tm: next.image.tm,
              image_ru: next.image.ru,
              image_en: next.image.en,
              active: 1,
            })
            .execute();
        }
        return { id: 'popup', before, after: next };
      }),
  };
}
