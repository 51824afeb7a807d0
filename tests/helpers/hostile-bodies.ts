// What the storefront fuzz test (tests/api/fuzz-bff.test.ts) sends: raw JSON values and bodies a client
// can type, and path segments the router cannot decode.
import fc from 'fast-check';
import {
  deepArray,
  deepObject,
  hostileNumber,
  hostileObject,
  NAUGHTY,
  naughtyString,
  ODD_SEGMENTS,
  rawObject,
  tooLong,
} from '../api/support/hostile';

/** A raw JSON value a client can type: deep, huge, non-finite, naughty, or shadowing toString/valueOf. */
const hostileValue = fc.oneof(
  naughtyString,
  hostileNumber,
  hostileObject,
  tooLong(400),
  fc.constantFrom('"ok"', '1', '"65000001"', '"12345"', 'null', 'true', '[]'),
  fc.constantFrom(33, 100, 1_000, 5_000, 20_000).chain((depth) => fc.constantFrom(deepArray(depth), deepObject(depth))),
);

/** Bodies as raw text: objects with the route's fields (duplicates kept), whole-body oddities, and not JSON at all. */
export const hostileBody = (fields: string[]) =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .array(fc.tuple(fc.constantFrom(...fields, '__proto__', 'constructor', 'toString', 'valueOf'), hostileValue), { maxLength: 6 })
        .map(rawObject),
    },
    { weight: 2, arbitrary: hostileValue },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        deepArray(5_000),
        deepObject(5_000),
        `{"a":${deepArray(100_000)}}`,
        '',
        '{',
        '{"a":1,}',
        'NaN',
        '[1e309]',
        '\u0000',
        '\ufeff{}',
      ),
    },
    { weight: 1, arbitrary: fc.constantFrom(...NAUGHTY) },
  );

/** Path segments whose percent-encoding is broken: the router cannot decode them into a parameter. */
export const UNDECODABLE = ODD_SEGMENTS.filter((segment) => {
  try {
    decodeURIComponent(segment);
    return false;
  } catch {
    return true;
  }
});
