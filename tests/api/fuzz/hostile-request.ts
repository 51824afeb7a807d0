// One hostile request to a route target: its path segment, query, headers, token and raw body, all drawn by fast-check.
import fc from 'fast-check';
import {
  hostileObject,
  hostileScalar,
  NAUGHTY,
  naughtyString,
  notStringRaw,
  ODD_IDS,
  ODD_NUMBERS,
  ODD_SEGMENTS,
  rawObject,
} from '../support/hostile';
import { SERVER_OWNED, type Target } from './target';

const LANGUAGES = [
  'tm',
  'ru',
  'en',
  'ru-RU,ru;q=0.9,en;q=0.8',
  'en-US',
  '*',
  '',
  'xx',
  ...NAUGHTY.filter((s) => /^[\x20-\x7e]{0,60}$/.test(s)),
];

/** The body as raw JSON text: the valid one with 1–3 fields broken, maybe a key repeated, server fields added. */
function brokenBody(body: NonNullable<Target['body']>): fc.Arbitrary<string> {
  const fields = Object.keys(body.broken);
  const entry = ([k, v]: [string, unknown]): [string, string] => [k, JSON.stringify(v)];
  const fieldwise = fc
    .record({
      picks: fc
        .uniqueArray(fc.constantFrom(...fields), { minLength: 1, maxLength: Math.min(3, fields.length) })
        .chain((ks) => fc.tuple(...ks.map((k) => body.broken[k].map((v) => [k, v] as [string, string])))),
      duplicate: fc.boolean(),
      extra: fc.array(fc.tuple(fc.constantFrom(...SERVER_OWNED), fc.oneof(notStringRaw, naughtyString)), { maxLength: 3 }),
    })
    .map(({ picks, duplicate, extra }) => {
      const broken = new Map(picks);
      const entries = Object.entries(body.valid)
        .map(entry)
        .flatMap(([k, v]): [string, string][] => {
          if (!broken.has(k)) return [[k, v]];
          // a duplicate key: the valid value first, the broken one last (JSON.parse keeps the last)
          return duplicate
            ? [
                [k, v],
                [k, broken.get(k)!],
              ]
            : [[k, broken.get(k)!]];
        });
      for (const [k, v] of broken) if (!(k in body.valid)) entries.push([k, v]);
      return rawObject([...extra, ...entries]);
    });
  return fc.oneof({ arbitrary: fieldwise, weight: 6 }, { arbitrary: wholeBody, weight: 2 });
}

/** A body that is wrong as a whole: not an object, too deep, too big, not JSON at all. */
const wholeBody: fc.Arbitrary<string> = fc.oneof(
  hostileObject,
  hostileScalar,
  naughtyString,
  fc.constantFrom(...NAUGHTY.slice(0, 200)),
  fc.constantFrom('{"a":1,"a":2', '{', '', ' ', '\u0000', '{"a":1}{"b":2}', '\ufeff{}', `{"x":"${'a'.repeat(120_000)}"}`),
);

const querySegment = fc.oneof(
  fc.constantFrom(...ODD_IDS, ...ODD_NUMBERS).map(encodeURIComponent),
  fc.constantFrom(...NAUGHTY).map(encodeURIComponent),
  fc.constantFrom('%', '%zz', '%E0%A4%A', '%00', '1,2,%', ',,,', '1,' + '9'.repeat(40)),
  // plausible but wrong: dates that do not exist, edges of the page range
  fc.constantFrom(
    '2026-02-31',
    '2026-02-29',
    '0000-01-01',
    '9999-12-31',
    '2026-13-01',
    '1969-12-31',
    'new',
    '100',
    '101',
    '100000',
    '2147483647',
    '1,2,3',
    'true',
  ),
);
const queryString = (known: string[]) =>
  fc
    .array(
      fc.tuple(
        fc.oneof(
          fc.constantFrom(...known, '__proto__', 'toString', 'constructor', 'hasOwnProperty'),
          fc.constantFrom(...known).map((k) => `${k}[]`),
          fc.constantFrom(...known).map((k) => `${k}[a]`),
        ),
        querySegment,
      ),
      { maxLength: 4 },
    )
    .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&'));

const CONTENT_TYPES = [
  'application/json',
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/merge-patch+json',
  'multipart/form-data; boundary=x',
  '',
];
const ENCODINGS = ['', '', '', '', '', 'gzip', 'deflate', 'br', 'x-unknown', 'identity'];

export interface Hostile {
  segment?: string;
  query: string;
  body?: string;
  contentType: string;
  encoding: string;
  lang: string;
  token?: string;
}

export function hostileRequest(t: Target): fc.Arbitrary<Hostile> {
  const segment =
    t.param === undefined
      ? fc.constant(undefined)
      : fc.oneof(
          { arbitrary: fc.constantFrom(...ODD_SEGMENTS), weight: 3 },
          { arbitrary: fc.constant(encodeURIComponent(t.param)), weight: 1 },
        );
  const body = t.body ? brokenBody(t.body) : fc.option(wholeBody, { nil: undefined });
  const token =
    t.auth === 'hostile'
      ? fc.oneof(
          fc.constantFrom(...NAUGHTY.filter((s) => /^[\x21-\x7e]{1,200}$/.test(s))),
          fc.constantFrom('j:{"a":1}', 'j:[1]', 'x'.repeat(4000), '%', '%00'),
        )
      : fc.constant(undefined);
  return fc
    .record({
      segment,
      body,
      token,
      query: t.query ? queryString(t.query) : fc.option(queryString(['a', 'id', 'page']), { nil: '' }).map((q) => q ?? ''),
      contentType: fc.constantFrom(...CONTENT_TYPES),
      encoding: fc.constantFrom(...ENCODINGS),
      lang: fc.constantFrom(...LANGUAGES),
    })
    .filter((r) => !(r.segment === encodeURIComponent(t.param ?? '') && t.body === undefined && t.refuses !== undefined));
}
