import rosetta from 'rosetta';
import tm from '../../locales/api/tm.json';
import ru from '../../locales/api/ru.json';
import en from '../../locales/api/en.json';
import { negotiateLocale } from '../../shared/locale';

// The tables never change after start-up and every lookup names its language, so one instance is safe
// to share between requests (no global "current locale" is ever set).
const i18n = rosetta<Record<string, unknown>>({ tm, ru, en });

/** The localized text for an error code, in the language the request's Accept-Language prefers. */
export function errorMessage(
  code: string,
  acceptLanguage: string | undefined,
  params: Record<string, string | number> = {},
  key = `errors.${code}`,
): string {
  const locale = negotiateLocale(acceptLanguage);
  // an area's own codes ("menu.photo_type") live in that area's group of the tables
  const found = key === `errors.${code}` && code.includes('.') ? code : key;
  return i18n.t(found, params, locale) || i18n.t('errors.request_failed', params, locale);
}
