import type { FormEvent } from 'react';
import type { DeskChoiceGroup } from '../../../../shared/api/choices';
import { limitsProblem } from '../../../../shared/choices';
import { textIn } from '../../../../shared/menu/names';
import { GroupBody, type GroupInput } from '../../../../shared/schemas/choices';
import { FormEnd } from '../../../components/form/form-end';
import { TextsFields } from '../../../components/form/texts-fields';
import { useLocale, useT } from '../../../i18n';
import { useCheckedDraft } from '../../../session/checked-draft';
import { useAddGroup, useChangeGroup } from '../api/choices';
import { useLanguageNames } from './language-names';

type Draft = Pick<GroupInput, 'name' | 'min' | 'max'>;

/** A new group or an existing one: its name in the three languages side by side, required or optional, its limits. */
export function GroupForm({ group, onDone }: { group?: DeskChoiceGroup; onDone: () => void }) {
  const t = useT();
  const locale = useLocale();
  const languageNames = useLanguageNames();
  const add = useAddGroup();
  const change = useChangeGroup();
  const saving = group ? change : add;
  const { draft, setDraft, errorOf, passes, fieldRefused } = useCheckedDraft<Draft>(
    group ? { name: group.name, min: group.min, max: group.max } : { name: { tm: '', ru: '', en: '' }, min: 1, max: 1 },
    GroupBody,
    saving.error,
    t,
  );
  const limits = limitsProblem(draft.min, draft.max);
  const prefix = group ? `group-${group.id}` : 'group-new';
  const title = group ? t('desk_choices.edit_group', { name: textIn(group.name, locale) }) : t('desk_choices.new_group');
  const number = (value: string) => (value === '' ? 0 : Math.max(0, Math.floor(Number(value)) || 0));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!passes() || limits) return;
    const done = { onSuccess: onDone };
    if (group) change.mutate({ id: group.id, change: draft }, done);
    else add.mutate(draft, done);
  };

  return (
    <form className="desk-menu-form" onSubmit={submit} noValidate aria-label={title}>
      <h3>{title}</h3>
      <TextsFields
        languageNames={languageNames}
        missingLabel={t('desk_menu.missing_one')}
        label={t('desk_choices.group_name')}
        value={draft.name}
        onChange={(name) => setDraft({ ...draft, name })}
        error={errorOf('name')}
        idPrefix={`${prefix}-name`}
      />
      <fieldset className="desk-choices__kind">
        <legend>{t('desk_choices.kind')}</legend>
        <label>
          <input
            type="radio"
            name={`${prefix}-kind`}
            checked={draft.min >= 1}
            onChange={() => setDraft({ ...draft, min: Math.max(1, draft.min) })}
          />{' '}
          {t('desk_choices.required')}
        </label>
        <label>
          <input type="radio" name={`${prefix}-kind`} checked={draft.min === 0} onChange={() => setDraft({ ...draft, min: 0 })} />{' '}
          {t('desk_choices.optional')}
        </label>
      </fieldset>
      <div className="desk-menu-row">
        <label>
          {t('desk_choices.min')}
          <input type="number" min={0} step={1} value={draft.min} onChange={(e) => setDraft({ ...draft, min: number(e.target.value) })} />
        </label>
        <label>
          {t('desk_choices.max')}
          <input type="number" min={1} step={1} value={draft.max} onChange={(e) => setDraft({ ...draft, max: number(e.target.value) })} />
        </label>
      </div>
      {limits ? <p className="desk-error">{t(`desk_choices.limits.${limits}`)}</p> : null}
      {errorOf('min') && !limits ? <p className="desk-error">{errorOf('min')}</p> : null}
      <FormEnd saving={saving} fieldRefused={fieldRefused} blocked={limits !== null} onCancel={onDone} />
    </form>
  );
}
