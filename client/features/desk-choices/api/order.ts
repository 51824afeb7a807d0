import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeskChoiceGroup, DeskChoices, DeskDishChoices } from '../../../../shared/api/choices';
import type { GroupOrderInput, OptionOrderInput } from '../../../../shared/schemas/choices';
import { useApi } from '../../../app-context';
import { auditKey, choicesKey, deskChoicesQuery } from './choices';

// The move buttons' writes (PUT …/options/order, …/groups/order): the list shows the new order at once
// and goes back if the server refuses. One at a time, in the order pressed, so the last press wins.

const orderKey = ['desk', 'choices', 'order'];

/** A move: the group's (or dish's) id and every id of its list in the new order. */
function useOrderWrite(
  path: (id: number) => string,
  body: (ids: number[]) => OptionOrderInput | GroupOrderInput,
  apply: (data: DeskChoices, move: { id: number; ids: number[] }) => DeskChoices,
) {
  const api = useApi();
  const client = useQueryClient();
  const { queryKey } = deskChoicesQuery(api);
  return useMutation({
    mutationKey: orderKey,
    scope: { id: orderKey.join('.') },
    mutationFn: (move: { id: number; ids: number[] }) => api.send<DeskChoiceGroup | DeskDishChoices>('PUT', path(move.id), body(move.ids)),
    onMutate: async (move: { id: number; ids: number[] }) => {
      await client.cancelQueries({ queryKey });
      const before = client.getQueryData(queryKey);
      client.setQueryData(queryKey, (data) => (data ? apply(data, move) : data));
      return { before };
    },
    onError: (_err, _move, context) => {
      if (context?.before) client.setQueryData(queryKey, context.before);
    },
    // read the server's order once the last queued move is done (earlier reads would flash an older order)
    onSettled: () =>
      client.isMutating({ mutationKey: orderKey }) > 1
        ? undefined
        : Promise.all([choicesKey, auditKey].map((key) => client.invalidateQueries({ queryKey: [...key] }))),
  });
}

const inOrder = <T extends { id: number }>(rows: readonly T[], ids: readonly number[]) =>
  ids.map((id) => rows.find((r) => r.id === id)).filter((r): r is T => r !== undefined);

/** A group's options in a new order: every option id of the group. */
export const useOrderOptions = () =>
  useOrderWrite(
    (groupId) => `/desk/menu/groups/${groupId}/options/order`,
    (ids) => ({ option_ids: ids }),
    (data, { id, ids }) => ({
      ...data,
      groups: data.groups.map((g) => (g.id === id ? { ...g, options: inOrder(g.options, ids) } : g)),
    }),
  );

/** A dish's groups in a new order: every group id on the dish. */
export const useOrderDishGroups = () =>
  useOrderWrite(
    (dishId) => `/desk/menu/dishes/${dishId}/groups/order`,
    (ids) => ({ group_ids: ids }),
    (data, { id, ids }) => ({ ...data, dishes: data.dishes.map((d) => (d.dish_id === id ? { ...d, group_ids: ids } : d)) }),
  );
