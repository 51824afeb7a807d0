import type { Database } from '../../db/connection';
import type { CachedBody, ResponseCache } from '../../http/response-cache';
import { notFound } from '../../http/errors';
import type { Page, PageSummary, PopupSlider } from '../../../shared/api/types';
import * as repo from './repo';

type Children = Map<number, { id: number; slug: string }[]>;

async function childrenOf(db: Database['db'], ids: number[]): Promise<Children> {
  const byParent: Children = new Map(ids.map((id) => [id, []]));
  for (const child of await repo.findChildren(db, ids)) byParent.get(child.parent_id!)?.push({ id: child.id, slug: child.slug });
  return byParent;
}

/** Site content: the header's page list, one page, the promotional pop-up. Same answer in every language. */
export function createPagesService({ db }: Database, cache: ResponseCache) {
  return {
    list(): Promise<CachedBody> {
      return cache.get('pages', async () => {
        const rows = await repo.findListedPages(db);
        const children = await childrenOf(
          db,
          rows.map((r) => r.id),
        );
        const data: PageSummary[] = rows.map((r) => ({ ...r, pages: children.get(r.id) ?? [] }));
        return { success: true, data };
      });
    },

    bySlug(slug: string): Promise<CachedBody> {
      return cache.get(`page|${slug}`, async () => {
        const row = await repo.findPageBySlug(db, slug);
        if (!row) throw notFound('page_not_found');
        const children = await childrenOf(db, [row.id]);
        const data: Page = { ...row, pages: children.get(row.id) ?? [] };
        return { success: true, data };
      });
    },

    popup(): Promise<CachedBody> {
      return cache.get('popup', async () => {
        const row = await repo.findActivePopup(db);
        const data: PopupSlider | null = row
          ? { url: { tm: row.url_tm, ru: row.url_ru, en: row.url_en }, image: { tm: row.image_tm, ru: row.image_ru, en: row.image_en } }
          : null;
        return { success: true, data };
      });
    },
  };
}
