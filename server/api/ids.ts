import { coerce, integer, max, min, pattern, string } from 'superstruct';
import { notFound } from '../http/errors';
import { ID_DIGITS, MAX_ID } from '../../shared/ids';

// "01", " 1", "1.0", "1e3", "0x10" and "-0" are other strings than ids, and name nothing; the pages read ids by the same rule
export { ID_DIGITS, MAX_ID };

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
