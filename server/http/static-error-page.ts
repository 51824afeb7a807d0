import { splitLocale, htmlLang } from '../../shared/locale';
import tm from '../../locales/tm.json';
import ru from '../../locales/ru.json';
import en from '../../locales/en.json';

type Message = 'internal_server_error' | 'busy' | 'method_not_allowed' | 'not_found_title';
type Dict = { go_home?: string; errors?: Partial<Record<Message | 'request_id', string>> };
const dictionaries: Record<string, Dict> = { tm, ru, en };
const FALLBACK: Record<Message, string> = {
  internal_server_error: 'Internal Server Error',
  busy: 'Service Unavailable',
  method_not_allowed: 'Method Not Allowed',
  not_found_title: 'Not Found',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A plain page in the language of the path, for when React is not to render one: no scripts, no
 * details but the request id support asks for, a link home.
 */
export function plainPage(path: string, status: number, message: Message, requestId?: string): string {
  const { locale } = splitLocale(path);
  const text = dictionaries[locale]?.errors?.[message] ?? FALLBACK[message];
  const home = dictionaries[locale]?.go_home ?? '/';
  const prefix = locale === 'ru' ? '/' : `/${locale}`;
  const label = dictionaries[locale]?.errors?.request_id ?? 'Request id: {{id}}';
  const request = requestId ? `<p>${escapeHtml(label.replace('{{id}}', requestId))}</p>` : '';
  return `<!doctype html><html lang="${htmlLang[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${status} — ${text}</title></head><body><main><p>${status}</p><h1>${text}</h1>${request}<p><a href="${prefix}">${home}</a></p></main></body></html>`;
}

/** When React cannot even render its shell. */
export const staticErrorPage = (path: string, requestId?: string) => plainPage(path, 500, 'internal_server_error', requestId);
