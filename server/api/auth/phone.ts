import { coerce, refine, string } from 'superstruct';

// Turkmen mobile numbers: +993, then an operator code 61–65, 66–68, 71 … and six digits.
// Landlines start with 1–5 (Ashgabat is 12), so the first digit 6 or 7 marks a mobile.
const MOBILE = /^[67][1-9]\d{6}$/;

/** "61234567", "+99361234567", "+993 61 23-45-67" -> "61234567"; anything else -> null. */
export function normalisePhone(input: string): string | null {
  const compact = input.replace(/[\s()-]/g, '');
  const digits = compact.startsWith('+993') ? compact.slice(4) : compact;
  return MOBILE.test(digits) ? digits : null;
}

/** superstruct field: accepts the two spellings, yields the 8 stored digits. */
export const Phone = coerce(
  refine(string(), 'phone', (v) => MOBILE.test(v)),
  string(),
  (v) => normalisePhone(v) ?? v,
);
