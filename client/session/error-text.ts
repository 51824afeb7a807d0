import { ApiError, isNetworkError } from '../../shared/api/client';
import type { Translate } from '../i18n';

/**
 * What a form says when a request fails: the server's own words (it answers in the page's
 * language), "no connection" when there was no answer, never the browser's English
 * ("Failed to fetch", "NetworkError when attempting to fetch resource").
 */
export function errorText(err: unknown, t: Translate): string {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  if (isNetworkError(err) || err instanceof TypeError || offline) return t('network_error');
  if (err instanceof ApiError && err.message) return err.message;
  return t('some_error_occured');
}

/** Why the server refused one field (its 422 `fields`), in the page's language. */
export function fieldErrorText(field: string, code: string, t: Translate): string {
  if (field === 'phone' && code !== 'required') return t('field_errors.phone');
  const known = ['required', 'invalid', 'too_short', 'too_long', 'out_of_range'];
  return t(`field_errors.${known.includes(code) ? code : 'invalid'}`);
}

/** The server's refusals by field, as the form shows them; empty for any other failure. */
export function fieldErrors(err: unknown, t: Translate): Record<string, string> {
  if (!(err instanceof ApiError) || !err.fields) return {};
  return Object.fromEntries(Object.entries(err.fields).map(([field, code]) => [field, fieldErrorText(field, code, t)]));
}
