import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PREFIX, ApiError, networkError, type ApiClient } from '../../../../shared/api/client';
import type { DeskCategory, DeskDish, DeskMenu } from '../../../../shared/menu/desk';
import type { CategoryChange, CategoryInput, DishChange, DishInput } from '../../../../shared/schemas/menu';
import { useApi } from '../../../app-context';

const menuKey = ['desk', 'menu'] as const;
// the audit log shows menu changes too
const auditKey = ['desk', 'audit'] as const;

/** Every category and dish, archived ones too, with the three languages side by side. */
export const deskMenuQuery = (api: ApiClient) =>
  queryOptions({ queryKey: [...menuKey, api.locale], queryFn: () => api.get<DeskMenu>('/desk/menu') });

function useMenuWrite<V, R>(send: (api: ApiClient, vars: V) => Promise<R>) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) => send(api, vars),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: menuKey }), client.invalidateQueries({ queryKey: auditKey })]),
  });
}

export const useAddDish = () => useMenuWrite((api, body: DishInput) => api.send<DeskDish>('POST', '/desk/menu/dishes', body));
export const useChangeDish = () =>
  useMenuWrite((api, { id, change }: { id: number; change: DishChange }) => api.send<DeskDish>('PATCH', `/desk/menu/dishes/${id}`, change));
export const useMoveDish = () =>
  useMenuWrite((api, { id, direction }: { id: number; direction: 'up' | 'down' }) =>
    api.send<unknown>('POST', `/desk/menu/dishes/${id}/move`, { direction }),
  );

export const useAddCategory = () =>
  useMenuWrite((api, body: CategoryInput) => api.send<DeskCategory>('POST', '/desk/menu/categories', body));
export const useChangeCategory = () =>
  useMenuWrite((api, { id, change }: { id: number; change: CategoryChange }) =>
    api.send<DeskCategory>('PATCH', `/desk/menu/categories/${id}`, change),
  );
export const useMoveCategory = () =>
  useMenuWrite((api, { id, direction }: { id: number; direction: 'up' | 'down' }) =>
    api.send<unknown>('POST', `/desk/menu/categories/${id}/move`, { direction }),
  );

/**
 * The photo goes as the raw body (application/octet-stream: the server decides what it is by its
 * content, never by its name or type); the answer is the dish with its new picture.
 */
async function uploadPhoto(api: ApiClient, dishId: number, file: Blob, doFetch: typeof fetch = fetch): Promise<DeskDish> {
  let res: Response;
  try {
    res = await doFetch(`${API_PREFIX}/desk/menu/dishes/${dishId}/photo`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Accept-Language': api.locale, 'Content-Type': 'application/octet-stream' },
      body: file,
      credentials: 'same-origin',
    });
  } catch (err) {
    throw networkError(err);
  }
  const payload = (await res.json().catch(() => null)) as { success?: boolean; data?: DeskDish; error?: string; message?: string } | null;
  if (!res.ok || !payload?.success) throw new ApiError(res.status, payload?.error ?? 'http_error', payload?.message ?? '');
  return payload.data!;
}

export const useUploadPhoto = () => useMenuWrite((api, { id, file }: { id: number; file: Blob }) => uploadPhoto(api, id, file));
