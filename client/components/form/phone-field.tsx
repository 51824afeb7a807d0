import { FormField } from './form-field';
import { maskPhone, PHONE_PLACEHOLDER, PHONE_PREFIX } from './phone';

interface Props {
  label: string;
  value: string;
  /** byUser is false for the prefix appearing on focus and leaving on blur: not an edit */
  onChange(value: string, byUser: boolean): void;
  onBlur?(): void;
  invalid?: boolean;
  readOnly?: boolean;
}

/**
 * The +993 phone input: the prefix appears on focus and cannot be deleted, only digits go in,
 * at most 8 of them. Empty and unfocused it shows the placeholder +993xxxxxxxx.
 */
export function PhoneField({ label, value, onChange, onBlur, invalid, readOnly }: Props) {
  return (
    <FormField
      label={label}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={PHONE_PLACEHOLDER}
      value={value}
      invalid={invalid}
      readOnly={readOnly}
      onFocus={() => {
        if (!readOnly && value === '') onChange(PHONE_PREFIX, false);
      }}
      onBlur={() => {
        if (value === PHONE_PREFIX) onChange('', false);
        onBlur?.();
      }}
      onChange={(e) => onChange(maskPhone(e.target.value), true)}
    />
  );
}
