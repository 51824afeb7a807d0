import { textWithFallback, type Locale } from '../locale';

type Fields<K extends string> = Record<`${K}_${Locale}`, string>;

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
