import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  /** red border and aria-invalid (spec §5: only once the field was touched) */
  invalid?: boolean;
  /** why the field is invalid, said under it (e.g. the server's refusal); implies invalid */
  error?: string;
  hint?: ReactNode;
  /** a textarea instead of an input (comments, notes) */
  multiline?: boolean;
};

/** A labelled input used by the sign-in, profile, address and checkout forms. */
export function FormField({ label, invalid, error, hint, multiline, className, ...input }: Props) {
  const id = useId();
  const bad = invalid || !!error;
  const cls = ['form-field__input', bad ? 'field-invalid' : '', className ?? ''].join(' ').trim();
  const note = error ? <span className="form-error">{error}</span> : hint;
  // the reason is read with the field, so a screen reader landing on it hears what is wrong
  const described = note ? { 'aria-describedby': `${id}-hint` } : {};
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea
          id={id}
          className={cls}
          aria-invalid={bad || undefined}
          rows={3}
          {...described}
          {...(input as InputHTMLAttributes<HTMLTextAreaElement>)}
        />
      ) : (
        <input id={id} className={cls} aria-invalid={bad || undefined} {...described} {...input} />
      )}
      {note ? (
        <div id={`${id}-hint`} className="form-field__hint">
          {note}
        </div>
      ) : null}
    </div>
  );
}
