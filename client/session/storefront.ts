import { ApiError, networkError } from '../../shared/api/client';
import type { Locale } from '../../shared/locale';

/**
 * POSTs to the storefront's own routes (/api/..., outside the backend prefix), which hold the
 * HttpOnly session cookie. JSON from this origin: the rule for cookie-authenticated writes.
 * Answers are either the backend envelope or the spec's { statusCode, data }.
 */
export async function storefrontPost<T>(path: string, body: unknown, locale: Locale): Promise<T> {
  const res = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': locale },
    body: JSON.stringify(body ?? {}),
    credentials: 'same-origin',
  }).catch((err: unknown) => {
    throw networkError(err);
  });
  const payload = (await res.json().catch(() => null)) as Record<string, any> | null;
  const failure = payload && 'statusCode' in payload ? payload.data : payload;
  if (!res.ok || !payload || failure?.success === false) {
    throw new ApiError(res.status, failure?.error ?? 'http_error', failure?.message ?? '', failure?.fields);
  }
  return ('statusCode' in payload ? payload.data : payload.data) as T;
}
