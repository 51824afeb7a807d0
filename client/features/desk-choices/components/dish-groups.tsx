import { useState } from 'react';
import type { DeskChoices } from '../../../../shared/api/choices';
import type { DeskDish } from '../../../../shared/menu/desk';
import { textIn } from '../../../../shared/menu/names';
import { useLocale, useT } from '../../../i18n';
import { errorText } from '../../../session/error-text';
import { useAttachGroups } from '../api/choices';
import { DishGroupOrder } from './dish-group-order';
import { PublishReasons } from './publish-reasons';

/**
 * A dish's groups: choose the dish, tick its groups, save (kept groups keep their place, new ones come
 * last); each dish with groups in order, with move buttons, beside why it cannot be ordered.
 */
export function DishGroups({ choices, dishes }: { choices: DeskChoices; dishes: readonly DeskDish[] }) {
  const t = useT();
  const locale = useLocale();
  const attach = useAttachGroups();
  const [dishId, setDishId] = useState<number | null>(null);
  const [picked, setPicked] = useState<number[]>([]);
  const groupsOf = (id: number) => choices.dishes.find((d) => d.dish_id === id)?.group_ids ?? [];
  const choose = (id: number | null) => {
    setDishId(id);
    setPicked(id === null ? [] : groupsOf(id));
    attach.reset();
  };
  const toggle = (id: number, on: boolean) => setPicked(on ? [...picked, id] : picked.filter((g) => g !== id));
  const dishName = (id: number) => {
    const dish = dishes.find((d) => d.id === id);
    return dish ? textIn(dish.name, locale) : `#${id}`;
  };
  return (
    <section className="desk-menu-category" aria-labelledby="desk-choices-dishes">
      <h3 id="desk-choices-dishes">{t('desk_choices.dishes_title')}</h3>
      <label htmlFor="desk-choices-dish">{t('desk_choices.dish')}</label>{' '}
      <select id="desk-choices-dish" value={dishId ?? ''} onChange={(e) => choose(e.target.value === '' ? null : Number(e.target.value))}>
        <option value="">{t('desk_choices.choose_dish')}</option>
        {dishes.map((d) => (
          <option key={d.id} value={d.id}>
            {textIn(d.name, locale)}
          </option>
        ))}
      </select>
      {dishId !== null ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            const saved = groupsOf(dishId);
            attach.mutate({ dishId, groupIds: [...saved.filter((g) => picked.includes(g)), ...picked.filter((g) => !saved.includes(g))] });
          }}
        >
          <fieldset>
            <legend>{t('desk_choices.groups_of', { name: dishName(dishId) })}</legend>
            {choices.groups
              .filter((g) => !g.archived || picked.includes(g.id))
              .map((g) => (
                <label key={g.id}>
                  <input type="checkbox" checked={picked.includes(g.id)} onChange={(e) => toggle(g.id, e.target.checked)} />{' '}
                  {textIn(g.name, locale)}
                </label>
              ))}
          </fieldset>
          <button type="submit" className="desk-button" disabled={attach.isPending}>
            {t('desk_choices.save_groups')}
          </button>
          {attach.isSuccess ? <p role="status">{t('desk_choices.groups_saved')}</p> : null}
          {attach.error ? (
            <p role="alert" className="desk-error">
              {errorText(attach.error, t)}
            </p>
          ) : null}
        </form>
      ) : null}
      <ul className="desk-choices__dishes">
        {choices.dishes
          .filter((d) => d.group_ids.length > 0)
          .map((d) => (
            <li key={d.dish_id}>
              <strong>{dishName(d.dish_id)}</strong>
              <DishGroupOrder dish={d} choices={choices} dishName={dishName(d.dish_id)} />
              <PublishReasons choices={choices} dishId={d.dish_id} />
            </li>
          ))}
      </ul>
    </section>
  );
}
