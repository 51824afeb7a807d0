import { isMobilePhone, PHONE_DIGITS, PHONE_PREFIX } from '../../../shared/phone';

// The phone field shows "+993" and then the 8 digits of a Turkmen number (spec §5, §9); which
// numbers are taken is the server's rule, shared: mobile operator codes only.
export { PHONE_DIGITS, PHONE_PREFIX };
export const PHONE_PLACEHOLDER = '+993xxxxxxxx';

/**
 * What the field holds after a keystroke: the fixed prefix plus at most 8 digits.
 * Anything that is not a digit is dropped, and deleting into the prefix leaves the prefix in place.
 */
export function maskPhone(raw: string): string {
  let rest: string;
  if (raw.startsWith(PHONE_PREFIX)) rest = raw.slice(PHONE_PREFIX.length);
  else if (PHONE_PREFIX.startsWith(raw)) rest = '';
  else rest = raw.replace(/^\+?993(?=\d{8})/, '');
  return PHONE_PREFIX + rest.replace(/\D/g, '').slice(0, PHONE_DIGITS);
}

// How people write a Turkmen mobile number: +993 / 00993 / 993 / the trunk 8 / nothing, then the
// operator code and six digits, with spaces, dashes, dots or brackets anywhere.
const WRITTEN = /^(?:\+993|00993|993|8)?(\d{8})$/;

/** A whole number as pasted or autofilled ("8 (65) 12-34-56", "+993 65 12 34 56") -> "+99365123456"; else null. */
export function phoneFromText(text: string): string | null {
  const match = WRITTEN.exec(text.trim().replace(/[\s().\u00a0-]/g, ''));
  return match && isMobilePhone(match[1]) ? PHONE_PREFIX + match[1] : null;
}

/**
 * What the field holds after any edit. A whole number arriving at once (autofill, a script, a paste
 * after the prefix the field put there on focus) is read whole; a keystroke goes through the mask,
 * which would otherwise glue the pasted prefix's digits onto the number.
 */
export function phoneFieldValue(raw: string): string {
  const rest = raw.startsWith(PHONE_PREFIX) ? raw.slice(PHONE_PREFIX.length) : null;
  return phoneFromText(raw) ?? (rest !== null && rest.trim() !== '' ? phoneFromText(rest) : null) ?? maskPhone(raw);
}

/** The part the API takes: the first 4 characters ("+993") stripped. */
export const phoneForApi = (value: string) => value.slice(PHONE_PREFIX.length);

/** A whole mobile number: the server takes it (a landline such as +993 12 345678 it refuses). */
export const isCompletePhone = (value: string) => value.startsWith(PHONE_PREFIX) && isMobilePhone(phoneForApi(value));
