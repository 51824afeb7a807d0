import { useT } from '../../i18n';
import { errorText } from '../../session/error-text';

interface FormEndProps {
  /** the form's add or change mutation */
  saving: { isPending: boolean; error: unknown };
  /** the server named a field (useCheckedDraft): the field says it, not the alert */
  fieldRefused: boolean;
  /** Save is off for a reason of the form's own as well */
  blocked?: boolean;
  onCancel: () => void;
}

/** The end of a desk menu form: Save (off while it saves), Cancel, then the server's refusal unless a field shows it. */
export function FormEnd({ saving, fieldRefused, blocked = false, onCancel }: FormEndProps) {
  const t = useT();
  return (
    <>
      <div className="desk-menu-actions">
        <button type="submit" className="desk-button" disabled={saving.isPending || blocked}>
          {t('desk_menu.save')}
        </button>
        <button type="button" className="desk-link" onClick={onCancel}>
          {t('desk_menu.cancel')}
        </button>
      </div>
      {saving.error && !fieldRefused ? (
        <p role="alert" className="desk-error">
          {errorText(saving.error, t)}
        </p>
      ) : null}
    </>
  );
}
