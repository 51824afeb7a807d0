import { describe, expect, it } from 'vitest';
import { boolean, coerce, create, integer, max, min, pattern, string, validate, type Struct } from 'superstruct';
import { coerceWhen, Id, stringLike } from '../../shared/schemas/fields';
import { boolParam, idListParam, intParam } from './query-params';
import { ID_DIGITS, MAX_ID } from '../../shared/ids';

const inputs: unknown[] = [
  undefined,
  null,
  '',
  '7',
  '007',
  '-3',
  '12abc',
  ' 5',
  '1e3',
  '99999999999999',
  'true',
  'false',
  '1',
  '0',
  '3,1,2',
  '4,,x',
  5,
  0,
  -1,
  1.5,
  2 ** 31,
  Number.MAX_SAFE_INTEGER * 10,
  true,
  {},
  { toString: '7' },
  ['7'],
];

/** What create() makes of a value (or the failures it reports), to compare two structs. */
function outcome(struct: Struct<any, any>, value: unknown) {
  try {
    const [error, result] = validate(value, struct, { coerce: true });
    return error ? { failures: error.failures().map((f) => [f.path, f.type, f.message]) } : { value: result as unknown };
  } catch (thrown) {
    return { throws: String(thrown) }; // superstruct cannot print { toString: '7' } in its message, either way
  }
}

describe('coercion by a plain test', () => {
  it("gives what superstruct's coerce with the same condition as a struct gives, for every kind of input", () => {
    const pairs: [Struct<any, any>, Struct<any, any>][] = [
      [intParam(1, 100), coerce(max(min(integer(), 1), 100), pattern(string(), /^-?\d{1,12}$/), (v) => Number(v))],
      [boolParam(), coerce(boolean(), pattern(string(), /^(true|false|1|0)$/), (v) => v === 'true' || v === '1')],
      [Id, coerce(max(min(integer(), 1), MAX_ID), pattern(string(), ID_DIGITS), (v) => Number(v))],
    ];
    for (const [ours, theirs] of pairs)
      for (const value of inputs) expect(outcome(ours, value), JSON.stringify(value)).toEqual(outcome(theirs, value));
  });

  it('coerces what the test accepts and passes anything else on unchanged for the struct to judge', () => {
    expect(create('42', intParam(1, 100))).toBe(42);
    expect(create('1', boolParam())).toBe(true);
    expect(create(' 3, 1,2', idListParam(5))).toEqual([3, 1, 2]);
    expect(outcome(idListParam(5), '1,01')).toMatchObject({ failures: [[[1], 'integer', 'Expected an integer, but received: NaN']] });
    expect(outcome(idListParam(5), '1,3000000000')).toMatchObject({ failures: [[[1], 'integer', expect.stringContaining('3000000000')]] });
    expect(outcome(intParam(1, 100), 'abc')).toMatchObject({ failures: [[[], 'integer', 'Expected an integer, but received: "abc"']] });
    const seen: unknown[] = [];
    const upper = coerceWhen(string(), stringLike(/^[a-z]+$/), (v) => (seen.push(v), v.toUpperCase()));
    expect(create('abc', upper)).toBe('ABC');
    expect(outcome(upper, 5)).toMatchObject({ failures: [[[], 'string', expect.any(String)]] });
    expect(seen).toEqual(['abc']);
  });
});
