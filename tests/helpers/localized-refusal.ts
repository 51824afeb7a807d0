// The verdict of the storefront fuzz test (tests/api/fuzz-bff.test.ts) on one answer.
import { negotiateLocale } from '../../shared/locale';
import tmMessages from '../../locales/api/tm.json';
import ruMessages from '../../locales/api/ru.json';
import enMessages from '../../locales/api/en.json';
import type { RawResponse } from '../api/support/hostile';

const MESSAGES = { tm: tmMessages.errors, ru: ruMessages.errors, en: enMessages.errors } as Record<string, Record<string, string>>;

/** What is wrong with an answer, or null: a 5xx, or a refusal without its localized message. */
export function judge(res: RawResponse, acceptLanguage: string | undefined): string | null {
  if (res.status >= 500) return `${res.status} ${res.text.slice(0, 120)}`;
  if (res.status < 400) return null;
  // the address routes wrap the error as { statusCode, data }; the others answer it bare
  const body = res.body as { statusCode?: number; data?: unknown } | undefined;
  const error = (body?.statusCode === res.status ? body.data : body) as { error?: string; message?: string } | undefined;
  if (!error?.error || !res.contentType.startsWith('application/json'))
    return `${res.status} without a JSON error: ${res.text.slice(0, 120)}`;
  const table = MESSAGES[negotiateLocale(acceptLanguage)];
  if (!(error.error in table)) return `${res.status} ${error.error} has no localized message`;
  if (!error.message || !error.message.startsWith(table[error.error].split('{{')[0]))
    return `${res.status} ${error.error}: message "${error.message}" is not the ${negotiateLocale(acceptLanguage)} text`;
  return null;
}
