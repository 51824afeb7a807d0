import type { DeskChoices, DeskDishChoices } from '../../../../shared/api/choices';
import { textIn } from '../../../../shared/menu/names';
import { moveBy } from '../../../../shared/reorder';
import { useLocale, useT } from '../../../i18n';
import { errorText } from '../../../session/error-text';
import { useOrderDishGroups } from '../api/order';
import { MoveButtons, useMoveFocus } from './move-buttons';

/** A dish's groups in the order its page shows them, each with move up / move down. */
export function DishGroupOrder({ dish, choices, dishName }: { dish: DeskDishChoices; choices: DeskChoices; dishName: string }) {
  const t = useT();
  const locale = useLocale();
  const order = useOrderDishGroups();
  const focus = useMoveFocus(dish.group_ids);
  const move = (row: number, direction: 'up' | 'down') => {
    focus.moved(row, direction);
    order.mutate({ id: dish.dish_id, ids: moveBy(dish.group_ids, row, direction === 'up' ? -1 : 1) });
  };
  return (
    <>
      <ol className="desk-choices__order" ref={focus.list} aria-label={t('desk_choices.order_of', { name: dishName })} {...focus.listProps}>
        {dish.group_ids.map((id, index) => {
          const name = textIn(choices.groups.find((g) => g.id === id)?.name ?? { tm: '', ru: '', en: '' }, locale);
          return (
            <li key={id}>
              <span>{name}</span> <MoveButtons row={id} name={name} index={index} count={dish.group_ids.length} onMove={move} />
            </li>
          );
        })}
      </ol>
      {order.error ? (
        <p role="alert" className="desk-error">
          {errorText(order.error, t)}
        </p>
      ) : null}
    </>
  );
}
