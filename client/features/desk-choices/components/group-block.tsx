import { useState } from 'react';
import type { DeskChoiceGroup } from '../../../../shared/api/choices';
import type { DeskDish } from '../../../../shared/menu/desk';
import { textIn } from '../../../../shared/menu/names';
import { useLocale, useT } from '../../../i18n';
import { errorText } from '../../../session/error-text';
import { moveBy } from '../../../../shared/reorder';
import { useChangeGroup, useChangeOption } from '../api/choices';
import { useOrderOptions } from '../api/order';
import { MoveButtons, useMoveFocus } from './move-buttons';
import { GroupForm } from './group-form';
import { OptionForm } from './option-form';
import { OptionStop } from './option-stop';

type Editing = { kind: 'group' } | { kind: 'option'; id?: number } | null;

/** One group: its names side by side, its limits, its options in order with their prices, defaults, set meal's dish and stop-list. */
export function GroupBlock({ group, dishes }: { group: DeskChoiceGroup; dishes: readonly DeskDish[] }) {
  const t = useT();
  const locale = useLocale();
  const [editing, setEditing] = useState<Editing>(null);
  const changeGroup = useChangeGroup();
  const changeOption = useChangeOption();
  const orderOptions = useOrderOptions();
  const optionIds = group.options.map((o) => o.id);
  const focus = useMoveFocus(optionIds);
  const move = (row: number, direction: 'up' | 'down') => {
    focus.moved(row, direction);
    orderOptions.mutate({ id: group.id, ids: moveBy(optionIds, row, direction === 'up' ? -1 : 1) });
  };
  const name = textIn(group.name, locale);
  const headingId = `desk-choices-group-${group.id}`;
  const failed = changeGroup.error ?? changeOption.error ?? orderOptions.error;
  const dishName = (id: number | null) => {
    const dish = dishes.find((d) => d.id === id);
    return dish ? textIn(dish.name, locale) : null;
  };
  return (
    <section className="desk-menu-category" aria-labelledby={headingId} data-archived={group.archived || undefined}>
      <h3 id={headingId}>
        {name}
        {group.archived ? <span className="desk-menu-flag"> · {t('desk_menu.archived')}</span> : null}
      </h3>
      <p>
        {t(group.min >= 1 ? 'desk_choices.required' : 'desk_choices.optional')} ·{' '}
        {t('desk_choices.limits_line', { min: group.min, max: group.max })}
      </p>
      {group.missing.length ? (
        <span className="desk-menu-missing">
          {t('desk_menu.missing', { languages: group.missing.map((l) => t(`desk_menu.languages.${l}`)).join(', ') })}
        </span>
      ) : null}
      <div className="desk-menu-actions">
        <button type="button" className="desk-link" onClick={() => setEditing({ kind: 'group' })}>
          {t('desk_menu.edit_who', { name })}
        </button>
        <button
          type="button"
          className="desk-link"
          disabled={changeGroup.isPending}
          onClick={() => changeGroup.mutate({ id: group.id, change: { archived: !group.archived } })}
        >
          {t(group.archived ? 'desk_menu.restore_who' : 'desk_menu.archive_who', { name })}
        </button>
        <button type="button" className="desk-button" onClick={() => setEditing({ kind: 'option' })}>
          {t('desk_choices.add_option_to', { name })}
        </button>
      </div>
      {failed ? (
        <p role="alert" className="desk-error">
          {errorText(failed, t)}
        </p>
      ) : null}
      {editing?.kind === 'group' ? <GroupForm group={group} onDone={() => setEditing(null)} /> : null}
      {editing?.kind === 'option' && editing.id === undefined ? (
        <OptionForm groupId={group.id} dishes={dishes} onDone={() => setEditing(null)} />
      ) : null}
      {group.options.length === 0 ? (
        <p>{t('desk_choices.no_options')}</p>
      ) : (
        <ol className="desk-choices__options" ref={focus.list} {...focus.listProps}>
          {group.options.map((o, index) => {
            const optionName = textIn(o.name, locale);
            const setMeal = dishName(o.product_id);
            return (
              <li key={o.id} data-archived={o.archived || undefined}>
                {(['tm', 'ru', 'en'] as const).map((l) => (
                  <span key={l} className="desk-choices__text" data-label={t(`desk_menu.languages.${l}`)}>
                    {o.name[l] || <span className="desk-menu-missing">{t('desk_menu.missing_one')}</span>}
                  </span>
                ))}
                <span>{t('desk_choices.price_line', { amount: o.price })}</span>
                {o.is_default ? <span className="desk-menu-flag">{t('desk_choices.default')}</span> : null}
                {setMeal ? <span>{t('desk_choices.set_meal_line', { name: setMeal })}</span> : null}
                {o.archived ? <span className="desk-menu-flag">{t('desk_menu.archived')}</span> : null}
                <div className="desk-menu-actions">
                  <MoveButtons row={o.id} name={optionName} index={index} count={optionIds.length} onMove={move} />
                  <button type="button" className="desk-link" onClick={() => setEditing({ kind: 'option', id: o.id })}>
                    {t('desk_menu.edit_who', { name: optionName })}
                  </button>
                  <button
                    type="button"
                    className="desk-link"
                    disabled={changeOption.isPending}
                    onClick={() => changeOption.mutate({ id: o.id, change: { archived: !o.archived } })}
                  >
                    {t(o.archived ? 'desk_menu.restore_who' : 'desk_menu.archive_who', { name: optionName })}
                  </button>
                </div>
                <OptionStop option={o} name={optionName} />
                {editing?.kind === 'option' && editing.id === o.id ? (
                  <OptionForm groupId={group.id} option={o} dishes={dishes} onDone={() => setEditing(null)} />
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
