import rosetta from 'rosetta';
import tm from '../../locales/api/tm.json';
import ru from '../../locales/api/ru.json';
import en from '../../locales/api/en.json';
import { negotiateLocale, type Locale } from '../../shared/locale';

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
  const words = typeof params.seconds === 'number' ? { ...params, wait: waitWords(params.seconds, locale) } : params;
  return i18n.t(found, words, locale) || i18n.t('errors.request_failed', words, locale);
}

// Intl names Turkmen by its ISO code
const intlLocale: Record<Locale, string> = { tm: 'tk', ru: 'ru', en: 'en' };

/**
 * A wait as the shopper says it ("in 36 minutes", "через 36 минут", "36 minutdan"), in the unit
 * that reads naturally, rounded up so nobody comes back too early: seconds under a minute,
 * minutes up to an hour and a half, hours beyond.
 */
export function waitWords(seconds: number, locale: Locale): string {
  const format = new Intl.RelativeTimeFormat(intlLocale[locale], { numeric: 'always' });
  if (seconds < 60) return format.format(Math.max(1, Math.ceil(seconds)), 'second');
  if (seconds <= 90 * 60) return format.format(Math.ceil(seconds / 60), 'minute');
  return format.format(Math.ceil(seconds / 3600), 'hour');
}
