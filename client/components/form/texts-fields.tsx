import type { Locale } from '../../../shared/locale';

const LANGUAGES = ['tm', 'ru', 'en'] as const;

type Texts = Record<Locale, string>;

interface TextsFieldsProps {
  /** "Name": each input is labelled "Name (Türkmençe)" and so on */
  label: string;
  value: Texts;
  onChange: (value: Texts) => void;
  /** each language's own name ("Türkmençe", "Русский", "English") */
  languageNames: Texts;
  /** the mark on an empty language ("missing") */
  missingLabel: string;
  multiline?: boolean;
  /** the server's or the shared rule's word on the whole field */
  error?: string;
  idPrefix: string;
}

/** One text in the three languages side by side; an empty one is marked as a missing translation. */
export function TextsFields({ label, value, onChange, languageNames, missingLabel, multiline = false, error, idPrefix }: TextsFieldsProps) {
  const errorId = `${idPrefix}-error`;
  return (
    <fieldset className="texts-fields" aria-describedby={error ? errorId : undefined}>
      <legend>{label}</legend>
      {LANGUAGES.map((l) => {
        const id = `${idPrefix}-${l}`;
        const common = {
          id,
          value: value[l],
          'aria-invalid': error ? true : undefined,
          onChange: (e: { target: { value: string } }) => onChange({ ...value, [l]: e.target.value }),
        };
        return (
          <div key={l} className="texts-fields__one">
            <label htmlFor={id}>
              {label} ({languageNames[l]}){value[l].trim() === '' ? <span className="texts-fields__missing"> · {missingLabel}</span> : null}
            </label>
            {multiline ? <textarea rows={3} {...common} /> : <input type="text" {...common} />}
          </div>
        );
      })}
      {error ? (
        <p id={errorId} className="form-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
