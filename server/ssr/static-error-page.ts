import { splitLocale, htmlLang } from '../../shared/locale';
import tm from '../../locales/tm.json';
import ru from '../../locales/ru.json';
import en from '../../locales/en.json';

type Dict = { go_home?: string; errors?: { internal_server_error?: string } };
const dictionaries: Record<string, Dict> = { tm, ru, en };

/** When React cannot even render its shell: a plain page, no scripts, no details. */
export function staticErrorPage(path: string): string {
  const { locale } = splitLocale(path);
  const text = dictionaries[locale]?.errors?.internal_server_error ?? 'Internal Server Error';
  const home = dictionaries[locale]?.go_home ?? '/';
  const prefix = locale === 'ru' ? '/' : `/${locale}`;
  return `<!doctype html><html lang="${htmlLang[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>500 — ${text}</title></head><body><main><p>500</p><h1>${text}</h1><p><a href="${prefix}">${home}</a></p></main></body></html>`;
}
