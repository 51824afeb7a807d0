import type { DeskDish, DeskMenu as Menu } from '../../../../shared/menu/desk';
import { textIn } from '../../../../shared/menu/names';
import { photoSrcset } from '../../../../shared/menu/photos';
import { useLocale, useT } from '../../../i18n';
import { errorText } from '../../../session/error-text';
import { useChangeDish, useMoveDish } from '../api/menu';
import { DishForm } from './dish-form';
import { ItemActions, Missing, type Editing } from './item-actions';
import { NotOffered } from './not-offered';
import { PhotoUpload } from './photo-upload';

interface DishLineProps {
  menu: Menu;
  dish: DeskDish;
  first: boolean;
  last: boolean;
  editing: Editing;
  setEditing: (e: Editing) => void;
}

/** A dish's row of the category's table (names side by side, price, portion, actions, photo) and its form when open. */
export function DishLine({ menu, dish, first, last, editing, setEditing }: DishLineProps) {
  const t = useT();
  const locale = useLocale();
  const change = useChangeDish();
  const move = useMoveDish();
  const name = textIn(dish.name, locale);
  const unit = menu.units.find((u) => u.code === dish.unit);
  const failed = change.error ?? move.error;
  return (
    <>
      <tr data-archived={dish.archived || undefined}>
        <td>
          <img
            src={dish.image}
            srcSet={photoSrcset(dish.image)}
            sizes="64px"
            alt=""
            width={64}
            height={48}
            loading="lazy"
            decoding="async"
          />
        </td>
        {(['tm', 'ru', 'en'] as const).map((l) => (
          <td key={l} data-label={t(`desk_menu.languages.${l}`)}>
            {dish.name[l] || <span className="desk-menu-missing">{t('desk_menu.missing_one')}</span>}
          </td>
        ))}
        <td data-label={t('desk_menu.price')}>{t('desk.today.money', { amount: dish.price })}</td>
        <td data-label={t('desk_menu.portion')}>
          {dish.amount} {unit ? textIn(unit.name, locale) : dish.unit}
        </td>
        <td>
          {dish.archived ? <span className="desk-menu-flag">{t('desk_menu.archived')} </span> : null}
          <Missing languages={dish.missing} />
          <NotOffered reasons={dish.not_offered} />
          <div className="desk-menu-actions">
            <ItemActions
              name={name}
              first={first}
              last={last}
              archived={dish.archived}
              onEdit={() => setEditing({ kind: 'dish', id: dish.id, categoryId: dish.category })}
              move={(direction) => move.mutate({ id: dish.id, direction })}
              archive={() => change.mutate({ id: dish.id, change: { archived: !dish.archived } })}
              busy={{ move: move.isPending, change: change.isPending }}
            />
          </div>
          <PhotoUpload dishId={dish.id} dishName={name} />
          {failed ? (
            <p role="alert" className="desk-error">
              {errorText(failed, t)}
            </p>
          ) : null}
        </td>
      </tr>
      {editing?.kind === 'dish' && editing.id === dish.id ? (
        <tr>
          <td colSpan={7}>
            <DishForm menu={menu} dish={dish} categoryId={dish.category} onDone={() => setEditing(null)} />
          </td>
        </tr>
      ) : null}
    </>
  );
}
