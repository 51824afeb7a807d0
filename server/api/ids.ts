import { coerce, integer, max, min, pattern, string } from 'superstruct';
import { notFound } from '../http/errors';

export const MAX_ID = 2_147_483_647;

/**
 * How an id is written: canonical decimal digits, no sign, no leading zero, no spaces, no exponent.
 * "01", " 1", "1.0", "1e3", "0x10" and "-0" are other strings, and name nothing.
 */
export const ID_DIGITS = /^[1-9]\d{0,9}$/;

/** A database id: a positive integer below 2^31 (INTEGER on both engines), also accepted as its digit string (loose clients). */
export const Id = coerce(
  max(min(integer(), 1), MAX_ID),
  pattern(string(), ID_DIGITS),
  (v) => Number(v),
);

/** The id in a path such as /orders/{id}: anything that cannot be an id names nothing, so 404. */
export function pathId(raw: unknown, code: string): number {
  const id = typeof raw === 'string' && ID_DIGITS.test(raw) ? Number(raw) : 0;
  if (id < 1 || id > MAX_ID) throw notFound(code);
  return id;
}
