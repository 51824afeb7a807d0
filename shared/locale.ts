export const locales = ['ru', 'en', 'tm'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'ru';
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** Language code for lang/hreflang: the URL says /tm but ISO 639-1 for Turkmen is tk. */
export const htmlLang: Record<Locale, string> = { ru: 'ru', en: 'en', tm: 'tk' };

export const isLocale = (v: unknown): v is Locale => typeof v === 'string' && (locales as readonly string[]).includes(v);

export const localePrefix = (locale: Locale) => (locale === defaultLocale ? '' : `/${locale}`);

/** Splits "/en/products?x" into { locale: 'en', path: '/products?x' }; unprefixed paths are Russian. */
export function splitLocale(pathname: string): { locale: Locale; path: string; prefix: string | null } {
  const m = /^\/([^/?#]+)(.*)$/.exec(pathname);
  const first = m?.[1];
  if (first && isLocale(first) && first !== defaultLocale) {
    const rest = m![2] || '/';
    return { locale: first, path: rest.startsWith('/') ? rest : `/${rest}`, prefix: first };
  }
  return { locale: defaultLocale, path: pathname || '/', prefix: null };
}

/** "/products" in "en" -> "/en/products"; "/" in "tm" -> "/tm". */
export function localizePath(path: string, locale: Locale): string {
  const prefix = localePrefix(locale);
  if (!prefix) return path;
  return path === '/' ? prefix : path.startsWith('/?') ? `${prefix}${path.slice(1)}` : `${prefix}${path}`;
}

/** Picks the best supported locale from an Accept-Language header ("tk" and "tm" both mean Turkmen). */
export function negotiateLocale(acceptLanguage: string | undefined): Locale {
  if (!acceptLanguage) return defaultLocale;
  const ranked = acceptLanguage
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { lang: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), i };
    })
    .filter((r) => r.lang && r.q > 0 && !Number.isNaN(r.q))
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { lang } of ranked) {
    const locale = lang === 'tk' ? 'tm' : lang;
    if (isLocale(locale)) return locale;
  }
  return defaultLocale;
}

/** Pick the name_{locale} style field of a record; an empty one falls back to another language. */
export function localized<T extends object, K extends string>(record: T, key: K, locale: Locale): string {
  return textWithFallback(record, key, locale);
}

// A dish may be saved with a language still missing (the desk flags it); the shop never shows an
// empty name, so it falls back to another language, Russian first (most shoppers read it).
const FALLBACK: readonly Locale[] = ['ru', 'tm', 'en'];

/** The text of `{key}_{locale}`, or the first language that has one. */
export function textWithFallback(record: object, key: string, locale: Locale): string {
  const r = record as Record<string, unknown>;
  const own = r[`${key}_${locale}`];
  if (typeof own === 'string' && own.trim() !== '') return own;
  for (const other of FALLBACK) {
    const text = r[`${key}_${other}`];
    if (typeof text === 'string' && text.trim() !== '') return text;
  }
  return typeof own === 'string' ? own : '';
}
