import type { FormEvent } from 'react';
import type { DeskPopup } from '../../../../shared/menu/desk';
import { PopupBody } from '../../../../shared/schemas/menu';
import { TextsFields } from '../../../components/form/texts-fields';
import { useT } from '../../../i18n';
import { useCheckedDraft } from '../../../session/checked-draft';
import { errorText } from '../../../session/error-text';
import { useSetPopup } from '../api/content';

/** The promotional pop-up: a link and a picture per language, each checked by the request's schema. */
const emptyPopup: DeskPopup = { url: { tm: '', ru: '', en: '' }, image: { tm: '', ru: '', en: '' } };

export function PopupForm({ popup }: { popup: DeskPopup | null }) {
  const t = useT();
  const set = useSetPopup();
  const { draft, setDraft, errorOf, passes } = useCheckedDraft<DeskPopup>(
    popup ?? emptyPopup,
    PopupBody,
    set.error,
    t,
    t('desk_content.link_rule'),
  );
  const languageNames = { tm: t('desk_content.languages.tm'), ru: t('desk_content.languages.ru'), en: t('desk_content.languages.en') };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (passes()) set.mutate(draft);
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
        error={errorOf('url')}
        idPrefix="popup-url"
      />
      <TextsFields
        languageNames={languageNames}
        missingLabel={t('desk_content.missing_one')}
        label={t('desk_content.popup_image')}
        value={draft.image}
        onChange={(image) => setDraft({ ...draft, image })}
        error={errorOf('image')}
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
