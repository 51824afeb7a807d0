import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createLogger } from '../../server/logger';
import type { Database } from '../../server/db/connection';
import { productionRenderer, type EntryServer, type Renderer } from '../../server/ssr/renderer';
import type { PageRequest, RenderResult } from '../../client/entry-server';
import { createTestDatabase } from '../helpers/database';
import { rawGet } from '../helpers/raw-get';
import { locationProblem } from '../helpers/same-origin';

// Every redirecting route fed crafted targets: each Location must stay a path on this origin.
// The page renderer is a stand-in whose router redirects to `?to=` verbatim, as a careless loader
// might; the static files are the real build's.

const ORIGIN = 'https://shop.example';

const TARGETS = [
  '//evil.example',
  '///evil.example',
  '////evil.example/x',
  '/\\evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  '\\/evil.example',
  '%2F%2Fevil.example',
  '/%2F/evil.example',
  '/%2f%2fevil.example',
  '/%5C/evil.example',
  '/%5c%5cevil.example',
  '%5C%5Cevil.example',
  '/%2F%5Cevil.example',
  '/%252F%252Fevil.example',
  '/%25252F/evil.example',
  '/%255C/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '\t//evil.example',
  '/%09/evil.example',
  '/%0A/evil.example',
  '/%0D%0A/evil.example',
  '/%00/evil.example',
  '/%0d%0aSet-Cookie:x=1',
  '/x%0D%0ALocation:%20//evil.example',
  ' //evil.example',
  '/%20//evil.example',
  '/..//evil.example',
  '/../\\evil.example',
  '/./..//evil.example',
  '/a/../..//evil.example',
  '/%2e%2e//evil.example',
  '/%2E%2E/%2F/evil.example',
  '/.%2e//evil.example',
  '/..%2F/evil.example',
  '/..%5C/evil.example',
  '/en/..//evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'javascript%3Aalert(1)',
  '/javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'https://evil.example',
  'http:evil.example',
  'https:/evil.example',
  'https://shop.example@evil.example',
  '//shop.example@evil.example',
  '/@evil.example',
  '//evil.example/%2e%2e',
  '/products/1',
  '/en/products?x=1',
];

/** Bytes a request line can carry: anything outside printable ASCII goes percent-encoded. */
const inPath = (s: string) => s.replace(/[^\x21-\x7e]/g, (c) => encodeURIComponent(c));

interface Case {
  name: string;
  path: string;
  headers?: Record<string, string>;
  status?: number;
}

function cases(): Case[] {
  const all: Case[] = [];
  for (const target of TARGETS) {
    const query = encodeURIComponent(target);
    if (target.startsWith('/')) all.push({ name: 'locale prefix /ru', path: `/ru${inPath(target)}`, status: 301 });
    all.push({ name: 'locale prefix /ru/', path: `/ru/${inPath(target)}`, status: 301 });
    all.push({ name: 'locale prefix /ru?', path: `/ru?next=${query}`, status: 301 });
    for (const locale of ['ru', 'en', 'tm']) {
      all.push({ name: `language switch ${locale}`, path: `/locale/${locale}?next=${query}`, status: 302 });
      all.push({ name: `language switch ${locale}, raw`, path: `/locale/${locale}?next=${inPath(target)}`, status: 302 });
    }
    all.push({ name: 'language switch, prefixed next', path: `/locale/en?next=${encodeURIComponent(`/en${target}`)}`, status: 302 });
    // "/" answers in the chosen language without a redirect (issue 13): no Location at all
    all.push({ name: 'home by cookie', path: `/?next=${query}`, headers: { Cookie: 'locale=en' }, status: 200 });
    all.push({ name: 'home by Accept-Language', path: `/?${inPath(target)}`, headers: { 'Accept-Language': 'tk' }, status: 200 });
    all.push({ name: 'router redirect', path: `/go?to=${query}`, status: 302 });
    all.push({ name: 'router redirect, payload', path: `/go/_payload.json?to=${query}` });
    all.push({ name: 'static files', path: `/assets${inPath(target)}` });
    all.push({ name: 'static files, doubled', path: `//assets${inPath(target)}` });
  }
  return all;
}

/** A router that redirects wherever `?to=` says and otherwise renders one line. */
function redirectingEntry(): EntryServer {
  const result = (request: PageRequest): RenderResult => {
    const to = request.url.searchParams.get('to');
    if (to !== null) return { type: 'redirect', status: 302, location: to };
    return {
      type: 'document',
      status: 200,
      pipe: (d) => {
        d.end('<p>page</p>');
        return d;
      },
      abort: () => undefined,
      failed: () => false,
    };
  };
  return {
    render: async (request: PageRequest) => result(request),
    renderPayload: async (request: PageRequest) => result(request),
  } as unknown as EntryServer;
}

describe('every Location the server sends is a path on its own origin', () => {
  let database: Database;
  let server: Server;
  let base: string;
  const results: (Case & { status_: number; location?: string; body: string })[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', PUBLIC_URL: ORIGIN, PAGE_CACHE_TTL_MS: '0' });
    const renderer: Renderer = { ...productionRenderer(), load: async () => redirectingEntry() };
    const app = createApp({ config, database, logger: createLogger(config), renderer });
    server = await new Promise((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    for (const c of cases()) {
      const res = await rawGet(base, c.path, c.headers);
      results.push({ ...c, status_: res.status, location: res.location, body: res.body });
    }
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((r) => server?.close(r));
    await database?.close();
  });

  it('crafts at least 200 requests over every redirecting route', () => {
    expect(results.length).toBeGreaterThanOrEqual(200);
    expect(new Set(results.filter((r) => r.location !== undefined).map((r) => r.name)).size).toBeGreaterThanOrEqual(10);
  });

  it('answers each redirecting route with its redirect status', () => {
    const wrong = results.filter((r) => r.status !== undefined && r.status_ !== r.status).map((r) => `${r.status_} ${r.name}: ${r.path}`);
    expect(wrong).toEqual([]);
  });

  it('sends only same-origin paths in Location, before and after decoding', () => {
    const unsafe = results
      .map((r) => ({ r, problem: r.location === undefined ? null : locationProblem(r.location, ORIGIN) }))
      .filter(({ problem }) => problem !== null)
      .map(({ r, problem }) => `${r.name}: ${JSON.stringify(r.path)} -> ${JSON.stringify(r.location)} (${problem})`);
    expect(unsafe).toEqual([]);
  });

  it('sends the same safe target in a payload redirect', () => {
    const payloads = results.filter((r) => r.name === 'router redirect, payload');
    const unsafe = payloads.filter((r) => {
      const target = (JSON.parse(r.body) as { redirect?: string }).redirect;
      return typeof target !== 'string' || locationProblem(target, ORIGIN) !== null;
    });
    expect(unsafe.map((r) => `${r.path} -> ${r.body}`)).toEqual([]);
  });

  it('keeps ordinary targets as they were', () => {
    const byPath = (path: string) => results.find((r) => r.path === path)?.location;
    expect(byPath('/ru/products/1')).toBe('/products/1');
    expect(byPath(`/locale/en?next=${encodeURIComponent('/en/products?x=1')}`)).toBe('/en/products?x=1');
    expect(byPath(`/locale/tm?next=${encodeURIComponent('/products/1')}`)).toBe('/tm/products/1');
    expect(byPath(`/go?to=${encodeURIComponent('/products/1')}`)).toBe('/products/1');
  });
});
