import type { FormEvent } from 'react';
import type { DeskChoiceOption } from '../../../../shared/api/choices';
import type { DeskDish } from '../../../../shared/menu/desk';
import { textIn } from '../../../../shared/menu/names';
import { OptionBody, type OptionInput } from '../../../../shared/schemas/choices';
import { FormEnd } from '../../../components/form/form-end';
import { TextsFields } from '../../../components/form/texts-fields';
import { useLocale, useT } from '../../../i18n';
import { useCheckedDraft } from '../../../session/checked-draft';
import { useAddOption, useChangeOption } from '../api/choices';
import { useLanguageNames } from './language-names';

interface OptionFormProps {
  groupId: number;
  option?: DeskChoiceOption;
  /** the dishes a set meal's option may name */
  dishes: readonly DeskDish[];
  onDone: () => void;
}

/** An option of a group: its name in the three languages, its price difference (zero allowed), default or not, a set meal's dish. */
export function OptionForm({ groupId, option, dishes, onDone }: OptionFormProps) {
  const t = useT();
  const locale = useLocale();
  const languageNames = useLanguageNames();
  const add = useAddOption();
  const change = useChangeOption();
  const saving = option ? change : add;
  const { draft, setDraft, errorOf, passes, fieldRefused } = useCheckedDraft<OptionInput>(
    option
      ? { name: option.name, price: option.price, is_default: option.is_default, product: option.product_id }
      : { name: { tm: '', ru: '', en: '' }, price: '0', is_default: false, product: null },
    OptionBody,
    saving.error,
    t,
  );
  const prefix = option ? `option-${option.id}` : `option-new-${groupId}`;
  const title = option ? t('desk_choices.edit_option', { name: textIn(option.name, locale) }) : t('desk_choices.new_option');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!passes()) return;
    const done = { onSuccess: onDone };
    if (option) change.mutate({ id: option.id, change: draft }, done);
    else add.mutate({ groupId, option: draft }, done);
  };

  return (
    <form className="desk-menu-form" onSubmit={submit} noValidate aria-label={title}>
      <h4>{title}</h4>
      <TextsFields
        languageNames={languageNames}
        missingLabel={t('desk_menu.missing_one')}
        label={t('desk_choices.option_name')}
        value={draft.name}
        onChange={(name) => setDraft({ ...draft, name })}
        error={errorOf('name')}
        idPrefix={`${prefix}-name`}
      />
      <div className="desk-menu-row">
        <label>
          {t('desk_choices.price_difference')}
          <input
            type="text"
            inputMode="decimal"
            placeholder="0.00"
            value={String(draft.price)}
            aria-invalid={errorOf('price') ? true : undefined}
            onChange={(e) => setDraft({ ...draft, price: e.target.value.replace(',', '.') })}
          />
          {errorOf('price') ? <span className="desk-error">{errorOf('price')}</span> : null}
        </label>
        <label>
          <input
            type="checkbox"
            checked={draft.is_default ?? false}
            onChange={(e) => setDraft({ ...draft, is_default: e.target.checked })}
          />{' '}
          {t('desk_choices.default')}
        </label>
        <label>
          {t('desk_choices.set_meal_dish')}
          <select
            value={draft.product ?? ''}
            onChange={(e) => setDraft({ ...draft, product: e.target.value === '' ? null : Number(e.target.value) })}
          >
            <option value="">{t('desk_choices.no_dish')}</option>
            {dishes.map((d) => (
              <option key={d.id} value={d.id}>
                {textIn(d.name, locale)}
              </option>
            ))}
          </select>
          {errorOf('product') ? <span className="desk-error">{errorOf('product')}</span> : null}
        </label>
      </div>
      <FormEnd saving={saving} fieldRefused={fieldRefused} onCancel={onDone} />
    </form>
  );
}
