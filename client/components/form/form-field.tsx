import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  /** red border and aria-invalid (spec §5: only once the field was touched) */
  invalid?: boolean;
  hint?: ReactNode;
  /** a textarea instead of an input (comments, notes) */
  multiline?: boolean;
};

/** A labelled input used by the sign-in, profile, address and checkout forms. */
export function FormField({ label, invalid, hint, multiline, className, ...input }: Props) {
  const id = useId();
  const cls = ['form-field__input', invalid ? 'field-invalid' : '', className ?? ''].join(' ').trim();
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea
          id={id}
          className={cls}
          aria-invalid={invalid || undefined}
          rows={3}
          {...(input as InputHTMLAttributes<HTMLTextAreaElement>)}
        />
      ) : (
        <input id={id} className={cls} aria-invalid={invalid || undefined} {...input} />
      )}
      {hint ? <div className="form-field__hint">{hint}</div> : null}
    </div>
  );
}
