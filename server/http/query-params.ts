import { integer, max, min, refine, boolean, array, size, pattern, string } from 'superstruct';
import { coerceWhen, stringLike } from '../../shared/schemas/fields';

// Query strings are text: these coerce "20" → 20, "true" → true and "1,2,3" → [1, 2, 3], then check.

export const intParam = (lo: number, hi: number) => coerceWhen(max(min(integer(), lo), hi), stringLike(/^-?\d{1,12}$/), Number);

export const boolParam = () => coerceWhen(boolean(), stringLike(/^(true|false|1|0)$/), (v) => v === 'true' || v === '1');

/** "3,1,2" → [3, 1, 2]; empty items are skipped; at most `limit` ids. */
export const idListParam = (limit: number) =>
  coerceWhen(
    size(array(refine(integer(), 'id', (n) => n >= 1 && n <= 2_147_483_647)), 0, limit),
    (v): v is string => typeof v === 'string',
    // the same spelling as an id anywhere else (server/api/ids.ts): "01" or "1e3" is no id
    (v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .map((s) => (/^[1-9]\d{0,9}$/.test(s) ? Number(s) : NaN)),
  );

/** Dates are Ashgabat calendar days, both ends included; 2026-02-31 is no day (Date would roll it into March). */
export const Day = refine(pattern(string(), /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/), 'day', (v) => {
  // superstruct runs this refinement even when the pattern above failed: only a well-formed day gets here whole
  const at = Date.parse(`${v}T00:00:00Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === v;
});
