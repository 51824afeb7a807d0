import '../../../components/form/forms.css';
import './desk-content.css';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { textIn } from '../../../../shared/menu/names';
import { useApi } from '../../../app-context';
import { useLocale, useT } from '../../../i18n';
import { errorText } from '../../../session/error-text';
import { deskContentQuery, useRemovePage } from '../api/content';
import { PageForm } from './page-form';
import { PopupForm } from './popup-form';

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
