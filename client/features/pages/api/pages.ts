import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../../shared/api/client';
import type { Page, PageSummary } from '../../../../shared/api/types';

export const pagesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['pages', api.locale],
    // names in the page's language only
    queryFn: () => api.get<PageSummary[]>('/pages', { localized: 1 }),
  });

export const pageQuery = (api: ApiClient, slug: string) =>
  queryOptions({
    queryKey: ['page', api.locale, slug],
    queryFn: () => api.get<Page>(`/pages/${encodeURIComponent(slug)}`, { localized: 1 }),
  });
