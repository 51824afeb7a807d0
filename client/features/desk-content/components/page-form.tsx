import type { FormEvent } from 'react';
import type { DeskPage } from '../../../../shared/menu/desk';
import { textIn } from '../../../../shared/menu/names';
import { PageBody, type PageInput } from '../../../../shared/schemas/menu';
import { useLocale, useT } from '../../../i18n';
import { errorText } from '../../../session/error-text';
import { useCheckedDraft } from '../../../session/checked-draft';
import { TextsFields } from '../../../components/form/texts-fields';
import { useSavePage } from '../api/content';

const empty = { tm: '', ru: '', en: '' };

/** A page's address, place, names and HTML in the three languages (cleaned by the server on save). */
export function PageForm({ page, pages, onDone }: { page?: DeskPage; pages: DeskPage[]; onDone: () => void }) {
  const t = useT();
  const languageNames = { tm: t('desk_content.languages.tm'), ru: t('desk_content.languages.ru'), en: t('desk_content.languages.en') };
  const locale = useLocale();
  const save = useSavePage();
  const { draft, setDraft, errorOf, passes, fieldRefused } = useCheckedDraft<PageInput>(
    page
      ? { slug: page.slug, parent: page.parent, listed: page.listed, name: page.name, content: page.content }
      : { slug: '', parent: null, listed: false, name: empty, content: empty },
    PageBody,
    save.error,
    t,
  );
  const title = page ? t('desk_content.edit_title', { name: textIn(page.name, locale) }) : t('desk_content.new_page');
  const prefix = page ? `page-${page.slug}` : 'page-new';
  // one level of nesting: a parent is a top-level page other than this one
  const parents = pages.filter((p) => !p.parent && p.slug !== page?.slug);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (passes()) save.mutate({ slug: page?.slug, page: draft }, { onSuccess: onDone });
  };

  return (
    <form className="desk-content-form" onSubmit={submit} noValidate aria-label={title}>
      <h3>{title}</h3>
      <div className="desk-content-row">
        <label>
          {t('desk_content.slug')}
          <input
            type="text"
            value={draft.slug}
            aria-invalid={errorOf('slug') ? true : undefined}
            onChange={(e) => setDraft({ ...draft, slug: e.target.value.trim().toLowerCase() })}
          />
          {errorOf('slug') ? <span className="desk-error">{errorOf('slug')}</span> : null}
        </label>
        <label>
          {t('desk_content.parent')}
          <select value={draft.parent ?? ''} onChange={(e) => setDraft({ ...draft, parent: e.target.value || null })}>
            <option value="">{t('desk_content.no_parent')}</option>
            {parents.map((p) => (
              <option key={p.slug} value={p.slug}>
                {textIn(p.name, locale)}
              </option>
            ))}
          </select>
          {errorOf('parent') ? <span className="desk-error">{errorOf('parent')}</span> : null}
        </label>
        <label>
          <input type="checkbox" checked={draft.listed ?? false} onChange={(e) => setDraft({ ...draft, listed: e.target.checked })} />{' '}
          {t('desk_content.listed')}
        </label>
      </div>
      <TextsFields
        languageNames={languageNames}
        missingLabel={t('desk_content.missing_one')}
        label={t('desk_content.name')}
        value={draft.name}
        onChange={(name) => setDraft({ ...draft, name })}
        error={errorOf('name')}
        idPrefix={`${prefix}-name`}
      />
      <TextsFields
        languageNames={languageNames}
        missingLabel={t('desk_content.missing_one')}
        label={t('desk_content.html')}
        value={draft.content}
        onChange={(content) => setDraft({ ...draft, content })}
        error={errorOf('content')}
        idPrefix={`${prefix}-content`}
        multiline
      />
      <p className="desk-hint">{t('desk_content.html_hint')}</p>
      <div className="desk-content-actions">
        <button type="submit" className="desk-button" disabled={save.isPending}>
          {t('desk_content.save')}
        </button>
        <button type="button" className="desk-link" onClick={onDone}>
          {t('desk_content.cancel')}
        </button>
      </div>
      {save.error && !fieldRefused ? (
        <p role="alert" className="desk-error">
          {errorText(save.error, t)}
        </p>
      ) : null}
    </form>
  );
}
