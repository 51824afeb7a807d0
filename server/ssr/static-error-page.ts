import { splitLocale, htmlLang } from '../../shared/locale';
import tm from '../../locales/tm.json';
import ru from '../../locales/ru.json';
import en from '../../locales/en.json';

type Dict = { go_home?: string; errors?: { internal_server_error?: string; request_id?: string } };
const dictionaries: Record<string, Dict> = { tm, ru, en };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** When React cannot even render its shell: a plain page, no scripts, no details but the request id support asks for. */
export function staticErrorPage(path: string, requestId?: string): string {
  const { locale } = splitLocale(path);
  const text = dictionaries[locale]?.errors?.internal_server_error ?? 'Internal Server Error';
  const home = dictionaries[locale]?.go_home ?? '/';
  const prefix = locale === 'ru' ? '/' : `/${locale}`;
  const label = dictionaries[locale]?.errors?.request_id ?? 'Request id: {{id}}';
  const request = requestId ? `<p>${escapeHtml(label.replace('{{id}}', requestId))}</p>` : '';
  return `<!doctype html><html lang="${htmlLang[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>500 — ${text}</title></head><body><main><p>500</p><h1>${text}</h1>${request}<p><a href="${prefix}">${home}</a></p></main></body></html>`;
}
