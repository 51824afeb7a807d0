import type { Locale } from '../locale';
import type { ApiFailure, ApiSuccess, ListMeta } from './types';

export const API_PREFIX = '/back/api/v1';

// Spec §9: one retry for safe methods on these statuses, none for writes.
const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const SAFE_METHODS = new Set(['GET', 'HEAD']);

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The code of a request that got no answer (offline, a dropped connection): the page words it, not the browser. */
export const NETWORK_ERROR = 'network_error';

/** fetch rejected: no status, no server words, the browser's own ("Failed to fetch") kept only as the cause. */
export function networkError(cause: unknown): ApiError {
  const error = new ApiError(0, NETWORK_ERROR, '');
  error.cause = cause;
  return error;
}

export const isNetworkError = (err: unknown) => err instanceof ApiError && err.code === NETWORK_ERROR;

export type Query = Record<string, string | number | boolean | undefined | null | (string | number)[]>;

/** What the client reads of an answer: a fetch Response has it, and so do the server render's in-process reads. */
export interface ApiAnswer {
  readonly status: number;
  readonly ok: boolean;
  json(): Promise<unknown>;
}

/** fetch as the client calls it; the global fetch is one. */
export type ApiFetch = (url: string, init: RequestInit) => Promise<ApiAnswer>;

export interface ApiClientOptions {
  /** origin (or origin + path) the API prefix is appended to; '' for same-origin in the browser */
  baseUrl: string;
  locale: Locale;
  /** extra headers, e.g. Authorization on the server side of SSR */
  headers?: Record<string, string>;
  fetch?: ApiFetch;
  /** aborts every call, e.g. when a server render times out or its client goes away */
  signal?: AbortSignal;
}

export interface ApiClient {
  get<T>(path: string, query?: Query): Promise<T>;
  list<T>(path: string, query?: Query): Promise<{ data: T[]; meta?: ListMeta }>;
  send<T>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown, headers?: Record<string, string>): Promise<T>;
  locale: Locale;
}

export function buildQuery(query?: Query): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

export function createApiClient({ baseUrl, locale, headers = {}, fetch: doFetch = fetch, signal }: ApiClientOptions): ApiClient {
  async function request<T>(
    method: string,
    path: string,
    query?: Query,
    body?: unknown,
    extra?: Record<string, string>,
  ): Promise<ApiSuccess<T>> {
    const url = `${baseUrl}${API_PREFIX}${path}${buildQuery(query)}`;
    const init: RequestInit = {
      method,
      headers: {
        Accept: 'application/json',
        'Accept-Language': locale,
        // every write says JSON, body or not: the backend refuses a cookie-authenticated write that does not (CSRF rule)
        ...(body === undefined && SAFE_METHODS.has(method) ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
        ...extra,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    };
    const attempts = SAFE_METHODS.has(method) ? 2 : 1;
    let res: ApiAnswer | undefined;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        res = await doFetch(url, init);
      } catch (err) {
        // our own abort (a server render timing out) stays an abort
        throw signal?.aborted ? err : networkError(err);
      }
      if (!RETRY_STATUSES.has(res.status) || attempt === attempts) break;
    }
    const payload = (await res!.json().catch(() => null)) as ApiSuccess<T> | ApiFailure | null;
    if (!res!.ok || !payload || payload.success !== true) {
      const failure = payload && payload.success === false ? payload : null;
      throw new ApiError(res!.status, failure?.error ?? 'http_error', failure?.message ?? '', failure?.fields);
    }
    return payload;
  }

  return {
    locale,
    get: async (path, query) => (await request<any>('GET', path, query)).data,
    list: async (path, query) => {
      const r = await request<any>('GET', path, query);
      return { data: r.data, meta: r.meta };
    },
    send: async (method, path, body, extra) => (await request<any>(method, path, undefined, body, extra)).data,
  };
}
