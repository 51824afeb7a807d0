import { coerce, integer, max, min, pattern, string } from 'superstruct';
import { notFound } from '../http/errors';

const MAX_ID = 2_147_483_647;

/** A database id: a positive integer, also accepted as a digit string (loose clients). */
export const Id = coerce(
  max(min(integer(), 1), MAX_ID),
  pattern(string(), /^\d{1,10}$/),
  (v) => Number(v),
);

/** The id in a path such as /orders/{id}: anything that cannot be an id names nothing, so 404. */
export function pathId(raw: unknown, code: string): number {
  const id = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (id < 1 || id > MAX_ID) throw notFound(code);
  return id;
}
