import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../../shared/api/client';
import type { DeskContent, DeskPage, DeskPopup } from '../../../../shared/menu/desk';
import type { PageInput } from '../../../../shared/schemas/menu';
import { useApi } from '../../../app-context';

const contentKey = ['desk', 'content'] as const;
const auditKey = ['desk', 'audit'] as const;

/** Owner only: every content page and the pop-up, in the three languages. */
export const deskContentQuery = (api: ApiClient) =>
  queryOptions({ queryKey: [...contentKey, api.locale], queryFn: () => api.get<DeskContent>('/desk/content') });

function useContentWrite<V, R>(send: (api: ApiClient, vars: V) => Promise<R>) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) => send(api, vars),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: contentKey }), client.invalidateQueries({ queryKey: auditKey })]),
  });
}

/** A new page (no `slug` given) or the page at `slug`; the HTML comes back as saved (sanitised). */
export const useSavePage = () =>
  useContentWrite((api, { slug, page }: { slug?: string; page: PageInput }) =>
    slug
      ? api.send<DeskPage>('PUT', `/desk/content/pages/${encodeURIComponent(slug)}`, page)
      : api.send<DeskPage>('POST', '/desk/content/pages', page),
  );

export const useRemovePage = () =>
  useContentWrite((api, slug: string) => api.send<DeskContent>('DELETE', `/desk/content/pages/${encodeURIComponent(slug)}`));

export const useSetPopup = () =>
  useContentWrite((api, popup: DeskPopup | null) => api.send<DeskPopup | null>('PUT', '/desk/content/popup', { popup }));
