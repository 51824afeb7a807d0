import { useT } from '../../../i18n';
import { errorText } from '../../../session/error-text';

/** A rules form's save button, then "Saved." or why not: the same for each of the desk's rules forms. */
export function SaveRow({ label, save }: { label: string; save: { isPending: boolean; isSuccess: boolean; error: unknown } }) {
  const t = useT();
  return (
    <>
      <p>
        <button type="submit" className="desk-button" disabled={save.isPending}>
          {label}
        </button>
      </p>
      {save.isSuccess ? <p role="status">{t('desk_rules.saved')}</p> : null}
      {save.error ? (
        <p role="alert" className="desk-error">
          {errorText(save.error, t)}
        </p>
      ) : null}
    </>
  );
}
