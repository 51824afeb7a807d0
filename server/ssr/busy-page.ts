import { splitLocale, htmlLang } from '../../shared/locale';
import tm from '../../locales/tm.json';
import ru from '../../locales/ru.json';
import en from '../../locales/en.json';

type Dict = { go_home?: string; errors?: { busy?: string } };
const dictionaries: Record<string, Dict> = { tm, ru, en };

/** The 503 page of a shed render: plain, no scripts, in the language of the path. */
export function busyPage(path: string): string {
  const { locale } = splitLocale(path);
  const text = dictionaries[locale]?.errors?.busy ?? 'Service Unavailable';
  const home = dictionaries[locale]?.go_home ?? '/';
  const prefix = locale === 'ru' ? '/' : `/${locale}`;
  return `<!doctype html><html lang="${htmlLang[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>503 — ${text}</title></head><body><main><p>503</p><h1>${text}</h1><p><a href="${prefix}">${home}</a></p></main></body></html>`;
}
