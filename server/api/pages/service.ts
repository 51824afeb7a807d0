import type { Database } from '../../db/connection';
import type { CachedBody, ResponseCache } from '../../http/response-cache';
import { notFound } from '../../http/errors';
import type { Page, PageSummary, PopupSlider } from '../../../shared/api/types';
import type { Locale } from '../../../shared/locale';
import * as repo from './repo';

type Children = Map<number, { id: number; slug: string }[]>;

async function childrenOf(db: Database['db'], ids: number[]): Promise<Children> {
  const byParent: Children = new Map(ids.map((id) => [id, []]));
  for (const child of await repo.findChildren(db, ids)) byParent.get(child.parent_id!)?.push({ id: child.id, slug: child.slug });
  return byParent;
}

/** The row without the other languages' fields (name_ru, content_en …) when one language is asked for (`localized=1`). */
function inLanguage<T extends object>(row: T, only: Locale | undefined): T {
  if (!only) return row;
  return Object.fromEntries(Object.entries(row).filter(([key]) => !/_(tm|ru|en)$/.test(key) || key.endsWith(`_${only}`))) as T;
}

/** Site content: the header's page list, one page, the promotional pop-up. Same answer in every language. */
export function createPagesService({ db }: Database, cache: ResponseCache) {
  return {
    list(only?: Locale): Promise<CachedBody> {
      return cache.get(`pages|${only ?? ''}`, async () => {
        const rows = await repo.findListedPages(db);
        const children = await childrenOf(
          db,
          rows.map((r) => r.id),
        );
        const data: PageSummary[] = rows.map((r) => inLanguage({ ...r, pages: children.get(r.id) ?? [] }, only));
        return { success: true, data };
      });
    },

    bySlug(slug: string, only?: Locale): Promise<CachedBody> {
      return cache.get(`page|${slug}|${only ?? ''}`, async () => {
        const row = await repo.findPageBySlug(db, slug);
        if (!row) throw notFound('page_not_found');
        const children = await childrenOf(db, [row.id]);
        const data: Page = inLanguage({ ...row, pages: children.get(row.id) ?? [] }, only);
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
