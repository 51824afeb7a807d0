import { defaulted, integer, max, min, refine, size, string, trimmed, validate, type Struct } from 'superstruct';
import { coerceWhen, stringLike } from './coerce-when';
import { ID_DIGITS, MAX_ID } from '../ids';
import { parseMoney } from '../money';

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
