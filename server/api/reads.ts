import { parse as parseQuery } from 'node:querystring';
import type { Infer, Struct } from 'superstruct';
import type { Logger } from '../logger';
import type { Database } from '../db/connection';
import { deepFreeze, type CachedBody, type ResponseCache } from '../http/response-cache';
import { AppError } from '../http/errors';
import { toAppError } from '../http/api-errors';
import { errorMessage } from '../http/api-messages';
import { checked } from '../http/validate';
import { negotiateLocale } from '../../shared/locale';
import { API_PREFIX, type ApiFetch } from '../../shared/api/client';
import { publicReadTable, type PublicRead } from './public-reads';
import type { Hours } from '../../shared/hours';

export interface ReadAnswer {
  status: number;
  body: Buffer | string;
  /** the body as JSON: read once per cached answer and shared, frozen, by every page that asks */
  json(): unknown;
}

/**
 * The public reads a page render makes (the menu, content pages, the pop-up, the delivery zones),
 * answered in this process by the very services and response cache behind /back/api/v1, in the
 * very bytes the HTTP route sends: no loopback round trip through the whole Express stack per
 * query, and within the render's budget for deferred data even when the server is busy. Any other
 * path (a shopper's basket, orders …) answers undefined and goes over HTTP as before.
 * tests/ssr/in-process-contract.test.ts holds both paths to one answer for every query the pages make.
 */
export function createPublicReads(deps: { database: Database; logger: Logger; hours: Hours; now(): Date }, cache: ResponseCache) {
  const match = pathMatcher(publicReadTable(deps, cache));
  const query = queryChecker();

  function route(path: string, search: string, acceptLanguage: string | undefined): Promise<Answered> | undefined {
    const found = match(path);
    if (!found) return undefined;
    const { read, params } = found;
    const input = { query: read.query ? query(read.query, search) : {}, params, locale: negotiateLocale(acceptLanguage) };
    return read.kind === 'cached' ? read.answer(input) : read.answer(input).then(uncached);
  }

  /** The answer to GET {path}?{search}, or undefined when this path is not one of the public reads. */
  return async function read(
    path: string,
    search: string,
    acceptLanguage: string | undefined,
    requestId?: string,
  ): Promise<ReadAnswer | undefined> {
    let pending: Promise<Answered> | undefined;
    try {
      pending = route(path, search.replace(/^\?/, ''), acceptLanguage);
      if (!pending) return undefined;
      const answer = await pending;
      return { status: 200, body: answer.body, json: answer.parsed };
    } catch (err) {
      const known = toAppError(err);
      // the same line as the HTTP route's, under the page's request id
      if (!known) deps.logger.error({ err, req: { id: requestId }, method: 'GET', path, inProcess: true }, 'unhandled error in API');
      const error = known ?? new AppError(500, 'internal_error');
      const body = {
        success: false,
        error: error.code,
        message: errorMessage(error.code, acceptLanguage, error.params),
        ...(error.fields ? { fields: error.fields } : {}),
      };
      return { status: error.status, body: JSON.stringify(body), json: () => body };
    }
  };
}

/**
 * The read a path names, with its `:name` segments decoded as Express decodes them. Only the paths
 * Express matches the same way (exact segments, letter case as written) are claimed: any other
 * spelling goes over HTTP, where the route itself decides.
 */
function pathMatcher(table: PublicRead[]) {
  const patterns = table.map((read) => ({ read, segments: read.path.split('/') }));
  return (path: string): { read: PublicRead; params: Record<string, string> } | undefined => {
    const segments = path.split('/');
    for (const { read, segments: pattern } of patterns) {
      if (pattern.length !== segments.length) continue;
      const params: Record<string, string> = {};
      const fits = pattern.every((part, i) => {
        if (!part.startsWith(':')) return part === segments[i];
        const value = segments[i] ? decoded(segments[i]) : undefined;
        if (value !== undefined) params[part.slice(1)] = value;
        return value !== undefined;
      });
      if (fits) return { read, params };
    }
    return undefined;
  };
}

/** A path segment as Express decodes it; one it cannot decode is the HTTP route's own 400, left to it. */
function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * The HTTP route's query check (validate(…, 'query')), remembered per query string: a render asks the
 * same few reads every time, and checking them anew was a few per cent of an uncached page's work.
 * Only accepted queries are kept, frozen (no service may change one), and at most MAX_REMEMBERED.
 */
function queryChecker() {
  const MAX_REMEMBERED = 256;
  const remembered = new Map<Struct<any, any>, Map<string, unknown>>();
  return function query<S extends Struct<any, any>>(struct: S, search: string): Infer<S> {
    let bySearch = remembered.get(struct);
    if (!bySearch) remembered.set(struct, (bySearch = new Map()));
    const known = bySearch.get(search);
    if (known) return known as Infer<S>;
    const value = deepFreeze(checked(struct, parseQuery(search), 'query'));
    if (bySearch.size >= MAX_REMEMBERED) bySearch.clear();
    bySearch.set(search, value);
    return value;
  };
}

/** An answer's bytes and its JSON: a cached answer's shared value, or an uncached one's own. */
type Answered = Pick<CachedBody, 'parsed'> & { body: Buffer | string };

/** An answer read fresh, in the bytes sendData() gives it. */
function uncached(data: unknown): Answered {
  const body = JSON.stringify({ success: true, data });
  return { body, parsed: () => JSON.parse(body) as unknown };
}

export type PublicReads = ReturnType<typeof createPublicReads>;

/**
 * A fetch for the server render's API client: GETs of the public reads are answered in process,
 * everything else goes to `fallback` (the loopback HTTP call) unchanged. An answer in process is
 * the cached bytes read as JSON, as the client reads a response (status, ok, json()); wrapping
 * them in a fetch Response and reading it back through its body stream was a seventh of a
 * product page's render. The bytes are read once per cached answer, not once per page: the same
 * frozen value serves every render until the menu changes.
 */
export function inProcessFetch(read: PublicReads, fallback: ApiFetch = fetch): ApiFetch {
  return async (input, init) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const url = new URL(input);
    if (method === 'GET' && url.pathname.startsWith(`${API_PREFIX}/`)) {
      // these reads are the same for every shopper: the session header plays no part in them
      const answer = await read(
        url.pathname.slice(API_PREFIX.length),
        url.search,
        header(init.headers, 'accept-language'),
        header(init.headers, 'x-request-id'),
      );
      if (answer) {
        const { status, json } = answer;
        return { status, ok: status >= 200 && status < 300, json: async () => json() };
      }
    }
    return fallback(input, init);
  };
}

/** One request header, whichever form the headers come in (the API client gives a plain record). */
function header(headers: HeadersInit | undefined, name: string): string | undefined {
  if (!headers) return undefined;
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const entries = Array.isArray(headers) ? headers : Object.entries(headers);
  return entries.find(([key]) => key.toLowerCase() === name)?.[1];
}
