import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MenuWindow } from '../../../../shared/menu-hours';
import { useApi } from '../../../app-context';

/** A category's or dish's serving hours (server/api/menu/hours.ts): a window, or null for always; the menu and the audit log read again. */
export function useSaveMenuHours(kind: 'categories' | 'dishes', id: number) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (hours: MenuWindow | null) => api.send<unknown>('PUT', `/desk/menu/${kind}/${id}/hours`, { hours }),
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: ['desk', 'menu'] }), client.invalidateQueries({ queryKey: ['desk', 'audit'] })]),
  });
}
