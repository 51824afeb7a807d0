import http from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAUGHTY, ODD_IDS, ODD_NUMBERS, ODD_SEGMENTS, rawRequest } from '../api/support/hostile';
import { startStorefront, type Storefront } from './support';

// Pages under hostile URLs (built app: `npm run build` first): never a 5xx; a page whose
// critical data a value cannot name is a 404, a bad optional filter is ignored (200).
// `npm test` runs a small sample; FUZZ_RUNS=1000 runs that many per property.
const RUNS = Number(process.env.FUZZ_RUNS) || 40;
const SEED = Number(process.env.FUZZ_SEED) || Date.now() % 2_147_483_647;
const TIMEOUT = 20_000 + RUNS * 150;

/** Values as they go on the wire: encoded naughty strings, odd ids and numbers, broken escapes, very long ones. */
const wireValue = fc.oneof(
  fc.constantFrom(...NAUGHTY).map(encodeURIComponent),
  fc.constantFrom(...ODD_IDS, ...ODD_NUMBERS).map(encodeURIComponent),
  fc.constantFrom('%E0%A4%A', '%', '%zz', '%C0%AF', '%FF', '%00', '+', '&', '=', '[]'),
  fc.constantFrom('9007199254740993', '2147483648', '4294967296', '99999999999', '1e400', '-1e400', 'Infinity', '1.5', '0'),
  fc.constantFrom('a', '%F0%9F%8D%95', '%D0%BF%D0%BB%D0%BE%D0%B2').map((s) => s.repeat(150)), // about 3 kB: four of them still fit Node's 16 kB request head
  fc.constantFrom('1', '2', '3'),
);

/** Keys a page reads, repeated (an array in Express), bracketed (an object in qs), or misspelled. */
const key = fc
  .constantFrom('product_id', 'category', 'search', 'page')
  .chain((name) =>
    fc.constantFrom(
      name,
      `${name}[]`,
      `${name}[a]`,
      `${name}[__proto__]`,
      `${name}[toString]`,
      `${name}.a`,
      encodeURIComponent(name).toUpperCase(),
    ),
  );

const query = fc
  .array(fc.tuple(key, wireValue), { minLength: 1, maxLength: 4 })
  .map((pairs) => `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`);

// anything else in a path segment names no page, product or order
const segment = fc.oneof(fc.constantFrom(...ODD_SEGMENTS), wireValue).filter((s) => s !== '');

const DOT_SEGMENT = /^(\.|%2e){1,2}$/i;

interface Expectation {
  path: string;
  allowed: number[];
}

describe('pages under hostile URLs', () => {
  let shop: Storefront;
  let port: number;
  const agent = new http.Agent({ keepAlive: false });

  beforeAll(async () => {
    shop = await startStorefront();
    port = Number(new URL(shop.url).port);
  });
  afterAll(async () => {
    agent.destroy();
    await shop.close();
  });

  async function check(cases: fc.Arbitrary<Expectation>) {
    const failures: string[] = [];
    let serverErrors = 0;
    await fc.assert(
      fc.asyncProperty(cases, async ({ path, allowed }) => {
        const res = await rawRequest(port, agent, 'GET', path, { host: '127.0.0.1', accept: 'text/html' });
        if (res.status >= 500) serverErrors += 1;
        if (!allowed.includes(res.status)) failures.push(`${res.status} (want ${allowed.join('/')}) GET ${path.slice(0, 160)}`);
      }),
      { numRuns: RUNS, seed: SEED },
    );
    if (failures.length)
      console.warn(
        `${failures.length} of ${RUNS} pages broke the rule, ${serverErrors} of them with a 5xx:\n${failures.slice(0, 8).join('\n')}`,
      );
    return failures;
  }

  // the modal, the filters and the orders page only read their parameters: a bad one is ignored
  it(
    `query parameters on every page: ${RUNS} URLs, no 5xx (seed ${SEED})`,
    async () => {
      // a ?category= that looks like an id but names no category is a 404 on the products list
      const list = [200, 404];
      const page = fc.constantFrom<[string, number[]]>(
        ['/', [200]],
        ['/en', [200]],
        ['/tm/catalogue', [200]],
        ['/products/1', [200]],
        ['/orders', [200]],
        ['/delivery-and-payment', [200]],
        ['/products', list],
        ['/en/products', list],
        ['/products/_payload.json', list],
      );
      const cases = fc.tuple(page, query).map(([[p, allowed], q]) => ({ path: p + q, allowed }));
      expect(await check(cases)).toEqual([]);
    },
    TIMEOUT,
  );

  // /products?category=: only an existing category's id names a heading; anything else is ignored or a 404
  it(
    `/products?category= and ?search=: ${RUNS} URLs, 200 or 404, never 5xx (seed ${SEED})`,
    async () => {
      const cases = fc.tuple(fc.constantFrom('category', 'search'), wireValue, fc.option(wireValue)).map(([name, value, second]) => ({
        path: `/products?${name}=${value}${second === null ? '' : `&${name}=${second}`}`,
        allowed: [200, 404],
      }));
      expect(await check(cases)).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    `path segments: ${RUNS} URLs, each a 404 or a page, never 5xx (seed ${SEED})`,
    async () => {
      const route = fc.constantFrom('/products/', '/en/products/', '/categories/', '/pages/', '/orders/', '/', '/tm/', '/products/1/');
      const cases = fc.tuple(route, segment, fc.boolean()).map(([r, s, payload]) => ({
        path: `${r}${s}${payload ? '/_payload.json' : ''}`,
        // a few segments are real: /products/1, /orders/1 (a guest sees the sign-in prompt), /tm/2 is no page;
        // a dot segment is resolved as URLs are (/products/1/.. is /products/), so its parent answers
        allowed: DOT_SEGMENT.test(s)
          ? [200, 404]
          : /^[123]$/.test(s) && ['/products/', '/en/products/', '/orders/'].includes(r)
            ? [200]
            : [404],
      }));
      expect(await check(cases)).toEqual([]);
    },
    TIMEOUT,
  );
});
