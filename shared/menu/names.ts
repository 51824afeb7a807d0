import type { Locale } from '../locale';

// A dish may be saved with a language still missing (the desk flags it); the shop never shows an
// empty name, so it falls back to another language, Russian first (most shoppers read it).
const FALLBACK: readonly Locale[] = ['ru', 'tm', 'en'];

type Fields<K extends string> = Record<`${K}_${Locale}`, string>;

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

/** The three `{key}_{locale}` fields, each filled from another language when empty. */
export function filledTexts<K extends string>(record: Fields<K>, key: K): Fields<K> {
  return {
    [`${key}_tm`]: textWithFallback(record, key, 'tm'),
    [`${key}_ru`]: textWithFallback(record, key, 'ru'),
    [`${key}_en`]: textWithFallback(record, key, 'en'),
  } as Fields<K>;
}

/** The languages a text is still missing in: what the desk flags. */
export function missingLanguages(text: Record<Locale, string>): Locale[] {
  return (['tm', 'ru', 'en'] as const).filter((l) => text[l].trim() === '');
}

/** A `{ tm, ru, en }` text in this language, or the first language that has it. */
export const textIn = (text: Record<Locale, string>, locale: Locale): string =>
  textWithFallback({ t_tm: text.tm, t_ru: text.ru, t_en: text.en }, 't', locale);
