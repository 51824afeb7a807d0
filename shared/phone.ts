import { coerce, refine, string } from 'superstruct';

// Turkmen mobile numbers: +993, then an operator code 61–65, 66–68, 71 … and six digits.
// Landlines start with 1–5 (Ashgabat is 12), so the first digit 6 or 7 marks a mobile.
// The server stores the 8 digits; the browser's field shows them after the fixed prefix.
export const PHONE_PREFIX = '+993';
export const PHONE_DIGITS = 8;
const MOBILE = /^[67][1-9]\d{6}$/;

/** The 8 stored digits of a mobile number, e.g. "61234567"; a landline is not one. */
export const isMobilePhone = (digits: string) => MOBILE.test(digits);

/** "61234567", "+99361234567", "+993 61 23-45-67" -> "61234567"; anything else -> null. */
export function normalisePhone(input: string): string | null {
  const compact = input.replace(/[\s()-]/g, '');
  const digits = compact.startsWith(PHONE_PREFIX) ? compact.slice(PHONE_PREFIX.length) : compact;
  return isMobilePhone(digits) ? digits : null;
}

/** superstruct field: accepts the two spellings, yields the 8 stored digits. */
export const Phone = coerce(refine(string(), 'phone', isMobilePhone), string(), (v) => normalisePhone(v) ?? v);

/** The stored 8 digits as a link that dials them: "tel:+99361234567". */
export const telHref = (digits: string) => `tel:${PHONE_PREFIX}${digits}`;
