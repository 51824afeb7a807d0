import type { FormEvent } from 'react';
import type { DeskCategory } from '../../../../shared/menu/desk';
import { textIn } from '../../../../shared/menu/names';
import { CategoryBody, type CategoryInput } from '../../../../shared/schemas/menu';
import { useLocale, useT } from '../../../i18n';
import { useCheckedDraft } from '../../../session/checked-draft';
import { useAddCategory, useChangeCategory } from '../api/menu';
import { FormEnd } from '../../../components/form/form-end';
import { TextsFields } from '../../../components/form/texts-fields';
import { HoursEditor } from './hours-editor';

/** A new category or an existing one's names and picture; an existing one's serving hours beside them (hours-editor.tsx). */
export function CategoryForm(props: { category?: DeskCategory; onDone: () => void }) {
  const locale = useLocale();
  const { category } = props;
  return (
    <>
      <CategoryFields {...props} />
      {category ? <HoursEditor kind="categories" id={category.id} name={textIn(category.name, locale)} hours={category.hours} /> : null}
    </>
  );
}

function CategoryFields({ category, onDone }: { category?: DeskCategory; onDone: () => void }) {
  const t = useT();
  const languageNames = { tm: t('desk_menu.languages.tm'), ru: t('desk_menu.languages.ru'), en: t('desk_menu.languages.en') };
  const locale = useLocale();
  const add = useAddCategory();
  const change = useChangeCategory();
  const saving = category ? change : add;
  const { draft, setDraft, errorOf, passes, fieldRefused } = useCheckedDraft<CategoryInput>(
    category
      ? { name: category.name, image: category.image }
      : { name: { tm: '', ru: '', en: '' }, image: '/images/categories/national.svg' },
    CategoryBody,
    saving.error,
    t,
  );
  const title = category ? t('desk_menu.edit_title', { name: textIn(category.name, locale) }) : t('desk_menu.new_category');
  const prefix = category ? `category-${category.id}` : 'category-new';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!passes()) return;
    if (category) change.mutate({ id: category.id, change: draft }, { onSuccess: onDone });
    else add.mutate(draft, { onSuccess: onDone });
  };

  return (
    <form className="desk-menu-form" onSubmit={submit} noValidate aria-label={title}>
      <h4>{title}</h4>
      <TextsFields
        languageNames={languageNames}
        missingLabel={t('desk_menu.missing_one')}
        label={t('desk_menu.name')}
        value={draft.name}
        onChange={(name) => setDraft({ ...draft, name })}
        error={errorOf('name')}
        idPrefix={`${prefix}-name`}
      />
      <label>
        {t('desk_menu.image_path')}
        <input
          type="text"
          value={draft.image}
          aria-invalid={errorOf('image') ? true : undefined}
          onChange={(e) => setDraft({ ...draft, image: e.target.value })}
        />
        {errorOf('image') ? <span className="desk-error">{errorOf('image')}</span> : null}
      </label>
      <FormEnd saving={saving} fieldRefused={fieldRefused} onCancel={onDone} />
    </form>
  );
}
