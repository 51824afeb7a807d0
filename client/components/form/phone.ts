import { isMobilePhone, PHONE_DIGITS, PHONE_PREFIX } from '../../../shared/phone';

// The phone field shows "+993" and then the 8 digits of a Turkmen number (spec §5, §9); which
// numbers are taken is the server's rule, shared: mobile operator codes only.
export { PHONE_DIGITS, PHONE_PREFIX };
export const PHONE_PLACEHOLDER = '+993xxxxxxxx';

/**
 * What the field holds after an edit: the fixed prefix plus at most 8 digits.
 * Anything that is not a digit is dropped; a pasted "+993…" or bare 8 digits both work,
 * and deleting into the prefix leaves the prefix in place.
 */
export function maskPhone(raw: string): string {
  let rest: string;
  if (raw.startsWith(PHONE_PREFIX)) rest = raw.slice(PHONE_PREFIX.length);
  else if (PHONE_PREFIX.startsWith(raw)) rest = '';
  else rest = raw.replace(/^\+?993(?=\d{8})/, '');
  return PHONE_PREFIX + rest.replace(/\D/g, '').slice(0, PHONE_DIGITS);
}

/** The part the API takes: the first 4 characters ("+993") stripped. */
export const phoneForApi = (value: string) => value.slice(PHONE_PREFIX.length);

/** A whole mobile number: the server takes it (a landline such as +993 12 345678 it refuses). */
export const isCompletePhone = (value: string) => value.startsWith(PHONE_PREFIX) && isMobilePhone(phoneForApi(value));
