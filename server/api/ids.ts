import { coerce, integer, max, min, pattern, string } from 'superstruct';

/** A database id: a positive integer, also accepted as a digit string (path params, loose clients). */
export const Id = coerce(
  max(min(integer(), 1), 2_147_483_647),
  pattern(string(), /^\d{1,10}$/),
  (v) => Number(v),
);
