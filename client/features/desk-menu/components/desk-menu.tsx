import '../../../components/form/forms.css';
import './desk-menu.css';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { DeskCategory, DeskMenu as Menu } from '../../../../shared/menu/desk';
import { textIn } from '../../../../shared/menu/names';
import { useApi } from '../../../app-context';
import { useLocale, useT } from '../../../i18n';
import { errorText } from '../../../session/error-text';
import { deskMenuQuery, useChangeCategory, useMoveCategory } from '../api/menu';
import { CategoryForm } from './category-form';
import { StationSelect } from './station-select';
import { DishForm } from './dish-form';
import { DishLine } from './dish-line';
import { ItemActions, Missing, type Editing } from './item-actions';

/** The menu as staff edit it: categories in their order, each with its dishes, the three languages side by side. */
export function DeskMenu() {
  const t = useT();
  const menu = useQuery(deskMenuQuery(useApi()));
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <section className="desk-menu" aria-labelledby="desk-menu-title">
      <h2 id="desk-menu-title">{t('desk_menu.title')}</h2>
      {menu.isError ? (
        <p role="alert" className="desk-error">
          {errorText(menu.error, t)}
        </p>
      ) : !menu.data ? (
        <p>{t('desk.loading')}</p>
      ) : (
        <>
          {editing?.kind === 'category' && editing.id === undefined ? (
            <CategoryForm onDone={() => setEditing(null)} />
          ) : (
            <button type="button" className="desk-button" onClick={() => setEditing({ kind: 'category' })}>
              {t('desk_menu.add_category')}
            </button>
          )}
          {menu.data.categories.map((category, i) => (
            <CategoryBlock
              key={category.id}
              menu={menu.data}
              category={category}
              first={i === 0}
              last={i === menu.data.categories.length - 1}
              editing={editing}
              setEditing={setEditing}
            />
          ))}
        </>
      )}
    </section>
  );
}

interface BlockProps {
  menu: Menu;
  category: DeskCategory;
  first: boolean;
  last: boolean;
  editing: Editing;
  setEditing: (e: Editing) => void;
}

function CategoryBlock({ menu, category, first, last, editing, setEditing }: BlockProps) {
  const t = useT();
  const locale = useLocale();
  const change = useChangeCategory();
  const move = useMoveCategory();
  const name = textIn(category.name, locale);
  const dishes = menu.dishes.filter((d) => d.category === category.id);
  const headingId = `desk-menu-category-${category.id}`;
  const failed = change.error ?? move.error;
  return (
    <section className="desk-menu-category" aria-labelledby={headingId} data-archived={category.archived || undefined}>
      <h3 id={headingId}>
        {name}
        {category.archived ? <span className="desk-menu-flag"> · {t('desk_menu.archived')}</span> : null}
      </h3>
      <Missing languages={category.missing} />
      <div className="desk-menu-actions">
        <ItemActions
          name={name}
          first={first}
          last={last}
          archived={category.archived}
          onEdit={() => setEditing({ kind: 'category', id: category.id })}
          move={(direction) => move.mutate({ id: category.id, direction })}
          archive={() => change.mutate({ id: category.id, change: { archived: !category.archived } })}
          busy={{ move: move.isPending, change: change.isPending }}
        />
        <StationSelect category={category} name={name} />
        <button type="button" className="desk-button" onClick={() => setEditing({ kind: 'dish', categoryId: category.id })}>
          {t('desk_menu.add_dish_to', { name })}
        </button>
      </div>
      {failed ? (
        <p role="alert" className="desk-error">
          {errorText(failed, t)}
        </p>
      ) : null}
      {editing?.kind === 'category' && editing.id === category.id ? (
        <CategoryForm category={category} onDone={() => setEditing(null)} />
      ) : null}
      {editing?.kind === 'dish' && editing.id === undefined && editing.categoryId === category.id ? (
        <DishForm menu={menu} categoryId={category.id} onDone={() => setEditing(null)} />
      ) : null}
      {dishes.length === 0 ? (
        <p>{t('desk_menu.no_dishes')}</p>
      ) : (
        <table className="desk-lines desk-menu-dishes">
          <caption className="visually-hidden">{t('desk_menu.dishes_of', { name })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('desk_menu.photo')}</th>
              <th scope="col">{t('desk_menu.languages.tm')}</th>
              <th scope="col">{t('desk_menu.languages.ru')}</th>
              <th scope="col">{t('desk_menu.languages.en')}</th>
              <th scope="col">{t('desk_menu.price')}</th>
              <th scope="col">{t('desk_menu.portion')}</th>
              <th scope="col">{t('desk_menu.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {dishes.map((dish, i) => (
              <DishLine
                key={dish.id}
                menu={menu}
                dish={dish}
                first={i === 0}
                last={i === dishes.length - 1}
                editing={editing}
                setEditing={setEditing}
              />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
