import { coerce, defaulted, integer, max, min, refine, size, string, trimmed, unknown, validate, type Struct } from 'superstruct';
import { ID_DIGITS, MAX_ID } from '../ids';
import { parseMoney } from '../money';

/**
 * superstruct's `coerce(struct, condition, coercer)` with the condition as a plain test. `coerce`
 * checks its condition with `is()`, which builds a whole StructError (its message and stack) for
 * every value the condition does not match, only to answer false: every query parameter left out
 * (its default, a number, is not a string), every id sent as a number. On `GET products?limit=100`
 * that was four errors a request and a sixth of the API's time (issue 13's benchmark). The result
 * is the same: a value the test refuses goes on unchanged to the struct, which judges it.
 */
export function coerceWhen<T, S, C>(struct: Struct<T, S>, test: (value: unknown) => value is C, coercer: (value: C) => unknown) {
  return coerce(struct, unknown(), (value) => (test(value) ? coercer(value) : value));
}

/** A string spelled as `shape` says (for coerceWhen). */
export const stringLike =
  (shape: RegExp) =>
  (value: unknown): value is string =>
    typeof value === 'string' && shape.test(value);

/** Optional free text: trimmed, empty when left out, at most maxLength characters. */
export const Text = (maxLength: number) => defaulted(size(trimmed(string()), 0, maxLength), '');

/** Free text that must hold something once trimmed. */
export const RequiredText = (maxLength: number) => size(trimmed(string()), 1, maxLength);

/** A database id: a positive integer below 2^31 (INTEGER on both engines), also accepted as its digit string (loose clients). */
export const Id = coerceWhen(max(min(integer(), 1), MAX_ID), stringLike(ID_DIGITS), Number);

/** An amount in tmt as text ("12.50"); empty means none. */
export const Money = refine(trimmed(string()), 'money', (v) => v === '' || parseMoney(v) !== null);

/** The top-level fields a value fails the schema on: what a form marks, by the rule the server checks. */
export function invalidFields(value: unknown, struct: Struct<any, any>): Set<string> {
  const [error] = validate(value, struct, { coerce: true });
  return new Set(error ? error.failures().map((f) => String(f.path[0] ?? '')) : []);
}
