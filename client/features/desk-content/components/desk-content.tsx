import '../../../components/form/forms.css';
import './desk-content.css';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { DeskPopup } from '../../../../shared/menu/desk';
import { textIn } from '../../../../shared/menu/names';
import { invalidFields } from '../../../../shared/schemas/fields';
import { PopupBody } from '../../../../shared/schemas/menu';
import { useApi } from '../../../app-context';
import { TextsFields } from '../../../components/form/texts-fields';
import { useLocale, useT } from '../../../i18n';
import { errorText } from '../../../session/error-text';
import { deskContentQuery, useRemovePage, useSetPopup } from '../api/content';
import { PageForm } from './page-form';

/** The owner's site content: pages (three languages, HTML cleaned on save) and the promotional pop-up. */
export function DeskContent() {
  const t = useT();
  const locale = useLocale();
  const content = useQuery(deskContentQuery(useApi()));
  const remove = useRemovePage();
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <section className="desk-content" aria-labelledby="desk-content-title">
      <h2 id="desk-content-title">{t('desk_content.title')}</h2>
      {content.isError ? (
        <p role="alert" className="desk-error">
          {errorText(content.error, t)}
        </p>
      ) : !content.data ? (
        <p>{t('desk.loading')}</p>
      ) : (
        <>
          <h3>{t('desk_content.pages')}</h3>
          <ul className="desk-staff-list">
            {content.data.pages.map((page) => {
              const name = textIn(page.name, locale);
              return (
                <li key={page.slug}>
                  <span>
                    {page.parent ? '— ' : ''}
                    {name} · /pages/{page.slug}
                  </span>
                  <button type="button" className="desk-link" onClick={() => setEditing(page.slug)}>
                    {t('desk_content.edit_who', { name })}
                  </button>
                  <button type="button" className="desk-link" disabled={remove.isPending} onClick={() => remove.mutate(page.slug)}>
                    {t('desk_content.remove_who', { name })}
                  </button>
                  {editing === page.slug ? <PageForm page={page} pages={content.data.pages} onDone={() => setEditing(null)} /> : null}
                </li>
              );
            })}
          </ul>
          {remove.error ? (
            <p role="alert" className="desk-error">
              {errorText(remove.error, t)}
            </p>
          ) : null}
          {editing === '' ? (
            <PageForm pages={content.data.pages} onDone={() => setEditing(null)} />
          ) : (
            <button type="button" className="desk-button" onClick={() => setEditing('')}>
              {t('desk_content.add_page')}
            </button>
          )}
          <PopupForm key={JSON.stringify(content.data.popup)} popup={content.data.popup} />
        </>
      )}
    </section>
  );
}

const emptyPopup: DeskPopup = { url: { tm: '', ru: '', en: '' }, image: { tm: '', ru: '', en: '' } };

function PopupForm({ popup }: { popup: DeskPopup | null }) {
  const t = useT();
  const set = useSetPopup();
  const [draft, setDraft] = useState<DeskPopup>(popup ?? emptyPopup);
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const languageNames = { tm: t('desk_content.languages.tm'), ru: t('desk_content.languages.ru'), en: t('desk_content.languages.en') };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const bad = invalidFields(draft, PopupBody);
    setChecked(bad);
    if (!bad.size) set.mutate(draft);
  };
  return (
    <form className="desk-content-form" onSubmit={submit} noValidate aria-labelledby="desk-popup-title">
      <h3 id="desk-popup-title">{t('desk_content.popup')}</h3>
      <p>{popup ? t('desk_content.popup_on') : t('desk_content.popup_off')}</p>
      <TextsFields
        languageNames={languageNames}
        missingLabel={t('desk_content.missing_one')}
        label={t('desk_content.popup_url')}
        value={draft.url}
        onChange={(url) => setDraft({ ...draft, url })}
        error={checked.has('url') ? t('desk_content.link_rule') : undefined}
        idPrefix="popup-url"
      />
      <TextsFields
        languageNames={languageNames}
        missingLabel={t('desk_content.missing_one')}
        label={t('desk_content.popup_image')}
        value={draft.image}
        onChange={(image) => setDraft({ ...draft, image })}
        error={checked.has('image') ? t('desk_content.link_rule') : undefined}
        idPrefix="popup-image"
      />
      <div className="desk-content-actions">
        <button type="submit" className="desk-button" disabled={set.isPending}>
          {t('desk_content.save_popup')}
        </button>
        {popup ? (
          <button type="button" className="desk-link" disabled={set.isPending} onClick={() => set.mutate(null)}>
            {t('desk_content.remove_popup')}
          </button>
        ) : null}
      </div>
      <span role="status">{set.isSuccess ? t('desk_content.saved') : ''}</span>
      {set.error ? (
        <p role="alert" className="desk-error">
          {errorText(set.error, t)}
        </p>
      ) : null}
    </form>
  );
}
