import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../../shared/api/client';
import type { DeskChoiceGroup, DeskChoices, DeskDishChoices } from '../../../../shared/api/choices';
import type { GroupChange, GroupInput, OptionChange, OptionInput, OptionStopInput } from '../../../../shared/schemas/choices';
import { useApi } from '../../../app-context';

// The desk's choice groups (server/api/choices/desk-router.ts): every write reads the groups, the menu and the audit log again.
export const choicesKey = ['desk', 'choices'] as const;
const menuKey = ['desk', 'menu'] as const;
export const auditKey = ['desk', 'audit'] as const;

/** Every group with its options, and each dish's groups with the publish check's problems. */
export const deskChoicesQuery = (api: ApiClient) =>
  queryOptions({ queryKey: [...choicesKey, api.locale], queryFn: () => api.get<DeskChoices>('/desk/menu/groups') });

function useChoicesWrite<V, R>(send: (api: ApiClient, vars: V) => Promise<R>) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) => send(api, vars),
    onSuccess: () => Promise.all([choicesKey, menuKey, auditKey].map((queryKey) => client.invalidateQueries({ queryKey: [...queryKey] }))),
  });
}

export const useAddGroup = () => useChoicesWrite((api, body: GroupInput) => api.send<DeskChoiceGroup>('POST', '/desk/menu/groups', body));
export const useChangeGroup = () =>
  useChoicesWrite((api, { id, change }: { id: number; change: GroupChange }) =>
    api.send<DeskChoiceGroup>('PATCH', `/desk/menu/groups/${id}`, change),
  );
export const useAddOption = () =>
  useChoicesWrite((api, { groupId, option }: { groupId: number; option: OptionInput }) =>
    api.send<DeskChoiceGroup>('POST', `/desk/menu/groups/${groupId}/options`, option),
  );
export const useChangeOption = () =>
  useChoicesWrite((api, { id, change }: { id: number; change: OptionChange }) =>
    api.send<DeskChoiceGroup>('PATCH', `/desk/menu/options/${id}`, change),
  );
export const useStopOption = () =>
  useChoicesWrite((api, { id, stop }: { id: number; stop: OptionStopInput }) =>
    api.send<DeskChoiceGroup>('POST', `/desk/menu/options/${id}/stop`, stop),
  );
export const useUnstopOption = () =>
  useChoicesWrite((api, id: number) => api.send<DeskChoiceGroup>('DELETE', `/desk/menu/options/${id}/stop`));
export const useAttachGroups = () =>
  useChoicesWrite((api, { dishId, groupIds }: { dishId: number; groupIds: number[] }) =>
    api.send<DeskDishChoices>('PUT', `/desk/menu/dishes/${dishId}/groups`, { group_ids: groupIds }),
  );
