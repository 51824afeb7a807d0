// The phone field shows "+993" and then the 8 digits of a Turkmen number (spec §5, §9).
export const PHONE_PREFIX = '+993';
export const PHONE_DIGITS = 8;
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

export const isCompletePhone = (value: string) => /^\+993\d{8}$/.test(value);
