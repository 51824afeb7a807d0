import type { Response } from 'express';
import { htmlLang, localizePath, type Locale } from '../../shared/locale';
import tm from '../../locales/tm.json';
import ru from '../../locales/ru.json';
import en from '../../locales/en.json';

const words: Record<Locale, { html_order?: Record<string, string> }> = { tm, ru, en };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A word of the HTML path's forms (locales `html_order.<key>`) in the shopper's language. */
export const htmlOrderWord = (locale: Locale, key: string): string => words[locale].html_order?.[key] ?? '';

/**
 * A form of the HTML path refused (server/http/basket-form.ts, server/api/orders/checkout-form.ts): a small page in the
 * path's language saying why (`refused_<why>`, or the API's own words as `text`), and a way back.
 */
export function refuseForm(res: Response, locale: Locale, status: number, why: string, text?: string, back = '/') {
  const title = text ?? htmlOrderWord(locale, `refused_${why}`);
  const link = `<p><a href="${escapeHtml(localizePath(back, locale))}">${escapeHtml(htmlOrderWord(locale, back === '/' ? 'back_to_menu' : 'back_to_checkout'))}</a></p>`;
  res
    .status(status)
    .type('html')
    .send(
      `<!doctype html><html lang="${htmlLang[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
        `<title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${link}</main></body></html>`,
    );
}
