import type { FormEvent } from 'react';
import type { DeskDish, DeskMenu } from '../../../../shared/menu/desk';
import { DishBody, type DishInput } from '../../../../shared/schemas/menu';
import { textIn } from '../../../../shared/menu/names';
import { useLocale, useT } from '../../../i18n';
import { useCheckedDraft } from '../../../session/checked-draft';
import { useAddDish, useChangeDish } from '../api/menu';
import { FormEnd } from '../../../components/form/form-end';
import { TextsFields } from '../../../components/form/texts-fields';
import { HoursEditor } from './hours-editor';
import { NotOffered } from './not-offered';

const empty = { tm: '', ru: '', en: '' };

type DishFormProps = { menu: DeskMenu; dish?: DeskDish; categoryId: number; onDone: () => void };

/** A new dish in this category, or an existing one: checked by the server's own rule before it is sent; an existing one's serving hours beside it. */
export function DishForm(props: DishFormProps) {
  const locale = useLocale();
  const { dish } = props;
  return (
    <>
      <DishFields {...props} />
      {dish ? <HoursEditor kind="dishes" id={dish.id} name={textIn(dish.name, locale)} hours={dish.hours} /> : null}
    </>
  );
}

function DishFields({ menu, dish, categoryId, onDone }: DishFormProps) {
  const t = useT();
  const languageNames = { tm: t('desk_menu.languages.tm'), ru: t('desk_menu.languages.ru'), en: t('desk_menu.languages.en') };
  const locale = useLocale();
  const add = useAddDish();
  const change = useChangeDish();
  const saving = dish ? change : add;
  const { draft, setDraft, errorOf, passes, fieldRefused } = useCheckedDraft<DishInput>(
    dish
      ? {
          category: dish.category,
          unit: dish.unit,
          amount: dish.amount,
          price: dish.price,
          image: dish.image,
          name: dish.name,
          description: dish.description,
        }
      : {
          category: categoryId,
          unit: menu.units[0]?.code ?? '',
          amount: 0,
          price: '',
          image: menu.categories.find((c) => c.id === categoryId)?.image || '/images/shop.png',
          name: empty,
          description: empty,
        },
    DishBody,
    saving.error,
    t,
  );
  const prefix = dish ? `dish-${dish.id}` : `dish-new-${categoryId}`;
  const title = dish ? t('desk_menu.edit_title', { name: textIn(dish.name, locale) }) : t('desk_menu.new_dish');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!passes()) return;
    const done = { onSuccess: onDone };
    if (dish) change.mutate({ id: dish.id, change: draft }, done);
    else add.mutate(draft, done);
  };

  return (
    <form className="desk-menu-form" onSubmit={submit} noValidate aria-label={title}>
      <h4>{title}</h4>
      {dish ? <NotOffered reasons={dish.not_offered} /> : null}
      <TextsFields
        languageNames={languageNames}
        missingLabel={t('desk_menu.missing_one')}
        label={t('desk_menu.name')}
        value={draft.name}
        onChange={(name) => setDraft({ ...draft, name })}
        error={errorOf('name')}
        idPrefix={`${prefix}-name`}
      />
      <TextsFields
        languageNames={languageNames}
        missingLabel={t('desk_menu.missing_one')}
        label={t('desk_menu.description')}
        value={draft.description}
        onChange={(description) => setDraft({ ...draft, description })}
        error={errorOf('description')}
        idPrefix={`${prefix}-description`}
        multiline
      />
      <div className="desk-menu-row">
        <label>
          {t('desk_menu.price')}
          <input
            type="text"
            inputMode="decimal"
            placeholder="12.50"
            value={String(draft.price)}
            aria-invalid={errorOf('price') ? true : undefined}
            onChange={(e) => setDraft({ ...draft, price: e.target.value.replace(',', '.') })}
          />
          {errorOf('price') ? <span className="desk-error">{errorOf('price')}</span> : null}
        </label>
        <label>
          {t('desk_menu.amount')}
          <input
            type="number"
            min={0}
            step={1}
            value={draft.amount}
            aria-invalid={errorOf('amount') ? true : undefined}
            onChange={(e) => setDraft({ ...draft, amount: e.target.value === '' ? 0 : Number(e.target.value) })}
          />
          {errorOf('amount') ? <span className="desk-error">{errorOf('amount')}</span> : null}
        </label>
        <label>
          {t('desk_menu.unit')}
          <select value={draft.unit} onChange={(e) => setDraft({ ...draft, unit: e.target.value })}>
            {menu.units.map((u) => (
              <option key={u.code} value={u.code}>
                {u.name[locale] || u.code}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('desk_menu.category')}
          <select value={draft.category} onChange={(e) => setDraft({ ...draft, category: Number(e.target.value) })}>
            {menu.categories.map((c) => (
              <option key={c.id} value={c.id}>
                {textIn(c.name, locale)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <FormEnd saving={saving} fieldRefused={fieldRefused} onCancel={onDone} />
    </form>
  );
}
