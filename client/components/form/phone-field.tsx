import { FormField } from './form-field';
import { PHONE_PLACEHOLDER, PHONE_PREFIX, phoneFieldValue, phoneFromText } from './phone';

interface Props {
  label: string;
  value: string;
  /** byUser is false for the prefix appearing on focus and leaving on blur: not an edit */
  onChange(value: string, byUser: boolean): void;
  onBlur?(): void;
  invalid?: boolean;
  /** why the number is refused, said under the field */
  error?: string;
  readOnly?: boolean;
}

/**
 * The +993 phone input: the prefix appears on focus and cannot be deleted, only digits go in,
 * at most 8 of them. Empty and unfocused it shows the placeholder +993xxxxxxxx. A whole number
 * pasted or autofilled in any usual spelling replaces what is there.
 */
export function PhoneField({ label, value, onChange, onBlur, invalid, error, readOnly }: Props) {
  return (
    <FormField
      label={label}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={PHONE_PLACEHOLDER}
      value={value}
      invalid={invalid}
      error={error}
      readOnly={readOnly}
      onFocus={() => {
        if (!readOnly && value === '') onChange(PHONE_PREFIX, false);
      }}
      onBlur={() => {
        if (value === PHONE_PREFIX) onChange('', false);
        onBlur?.();
      }}
      onPaste={(e) => {
        // pasted at the caret it would land after the "+993" already there: "+993+993 65…"
        const whole = phoneFromText(e.clipboardData.getData('text'));
        if (readOnly || !whole) return;
        e.preventDefault();
        onChange(whole, true);
      }}
      onChange={(e) => onChange(phoneFieldValue(e.target.value), true)}
    />
  );
}
