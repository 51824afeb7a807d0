import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../../shared/api/client';
import type { DeskSearch } from '../../../../shared/desk-board';
import { searchKey } from './board';

/** Orders of any day by number or phone (GET /desk/orders/search?q=): at most a page, and whether there are more. */
export const deskSearchQuery = (api: ApiClient, q: string) =>
  queryOptions({
    queryKey: [...searchKey(api), q],
    queryFn: () => api.get<DeskSearch>('/desk/orders/search', { q }),
  });
