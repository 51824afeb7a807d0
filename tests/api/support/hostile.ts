import http from 'node:http';
import type { Express } from 'express';
import fc from 'fast-check';
import naughty from 'big-list-of-naughty-strings/blns.json';

// Raw JSON text a client can send but JSON.stringify never writes: duplicate keys, numbers
// beyond double range or 2^53, 100-deep nesting, objects that shadow toString/valueOf. Values
// are JSON *text* here, so every oddity reaches the server's parser as typed.

export const NAUGHTY: readonly string[] = naughty;

/** Numbers that break naive code: overflow to ±Infinity, lose precision, are -0 or fractions. */
export const ODD_NUMBERS = [
  '1e309',
  '-1e309',
  '1E400',
  '9007199254740993',
  '-9007199254740993',
  '9007199254740991',
  '123456789012345678901234567890',
  '2147483648',
  '-2147483649',
  '-0',
  '0',
  '-1',
  '0.5',
  '1e-7',
  '4.9e-324',
] as const;

/** Spellings of an id that name no id: only canonical decimal digits do. */
export const ODD_IDS = [
  '1e3',
  '0x10',
  '9007199254740993',
  '9007199254740991',
  '2147483648',
  '-0',
  '-1',
  '0',
  '1.0',
  ' 1',
  '1 ',
  '01',
  '+1',
  '1,2',
  '١',
  '１',
  'Infinity',
  'NaN',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '1/2',
  '..',
  '1%00',
  '\u0000',
] as const;

/** Path segments as they go on the wire: encoded odd ids, plus broken escapes sent raw. */
export const ODD_SEGMENTS: readonly string[] = [
  ...ODD_IDS.map(encodeURIComponent),
  '%',
  '%00',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '%FF',
  '%2e%2e',
  '%2F',
  '1%2F2',
  '%25',
  '%u0031',
  ...NAUGHTY.map(encodeURIComponent).filter((s) => s.length > 0 && s.length < 2000),
].filter((s) => !/^[1-9]\d{0,9}$/.test(s)); // a real id may name something: these must name nothing

const TRICKY_OBJECTS = [
  '{"toString":1,"valueOf":{}}',
  '{"toString":"x","valueOf":"y"}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '{"hasOwnProperty":1}',
  '{}',
  '[]',
  '[[]]',
  '[null]',
  '{"length":1e309}',
  '{"$gt":""}',
  '{"0":"1","length":1}',
];

export const deepArray = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;
export const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

export const rawString = (values: readonly string[]) => fc.constantFrom(...values).map((s) => JSON.stringify(s));

/** Any JSON value text, deliberately hostile; filtered per field by the callers. */
export const hostileNumber = fc.oneof(fc.constantFrom(...ODD_NUMBERS), fc.double({ noNaN: true, noDefaultInfinity: true }).map(String));
export const hostileObject = fc.oneof(
  fc.constantFrom(...TRICKY_OBJECTS),
  fc.constantFrom(deepArray(100), deepObject(100), deepArray(2000)),
  fc.constant('{"a":1,"a":{"b":[]}}'),
);
export const hostileScalar = fc.oneof(hostileNumber, fc.constantFrom('null', 'true', 'false'));
export const naughtyString = rawString(NAUGHTY);
export const oddIdString = rawString(ODD_IDS);

/** Not a string: numbers, objects, arrays, null, booleans. */
export const notStringRaw = fc.oneof(hostileScalar, hostileObject);
/** Not a positive id below 2^31. */
export const notIdRaw = fc.oneof(
  fc.constantFrom(...ODD_NUMBERS).filter((n) => !/^[1-9]\d{0,9}$/.test(n) || Number(n) > 2_147_483_647),
  fc.constantFrom('null', 'true', 'false'),
  hostileObject,
  oddIdString,
  rawString(NAUGHTY.filter((s) => !/^[1-9]\d{0,9}$/.test(s))),
);
/** A string longer than `max` characters even once trimmed (a run of BOMs trims to nothing), built from naughty strings. */
export const tooLong = (max: number) =>
  fc
    .constantFrom(...NAUGHTY.filter((s) => s.trim().length > 0))
    .map((s) => s.repeat(Math.ceil((max + 1) / s.length) + 1))
    .filter((s) => s.trim().length > max)
    .map((s) => JSON.stringify(s));

/** A JSON object text from [key, raw value] pairs, in order, duplicates kept. */
export const rawObject = (entries: [string, string][]) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`;

export interface RawResponse {
  status: number;
  contentType: string;
  text: string;
  body: unknown;
}

/** One request over a plain socket: the path, headers and body bytes go out exactly as given. */
export function rawRequest(
  port: number,
  agent: http.Agent,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    // an explicit length: without one Node sends a GET or DELETE body unframed, and the server reads it as a second request
    const framed = body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) };
    const req = http.request({ host: '127.0.0.1', port, method, path, headers: framed, agent }, (res) => {
      const contentType = String(res.headers['content-type'] ?? '');
      // an event stream that opened never ends by itself: its head is the answer
      if (contentType.startsWith('text/event-stream')) {
        res.destroy();
        return resolve({ status: res.statusCode ?? 0, contentType, text: '', body: undefined });
      }
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = undefined;
        }
        resolve({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type'] ?? ''), text, body: parsed });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    if (body !== undefined) req.end(body);
    else req.end();
  });
}

/** Every METHOD /path the app's routers declare, mount prefixes included. */
export function listRoutes(app: Express): string[] {
  interface Layer {
    route?: { path: string; methods: Record<string, boolean> };
    handle?: { stack?: Layer[] };
    rawPath?: unknown;
  }
  const out: string[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods)) out.push(`${method.toUpperCase()} ${prefix}${layer.route.path}`);
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack, prefix + (typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : ''));
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return out;
}
