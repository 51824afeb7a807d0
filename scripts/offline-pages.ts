import type { Plugin } from 'vite';
import { htmlLang, localePrefix, locales, type Locale } from '../shared/locale';
import { offlinePageFile } from '../client/browser/service-worker-rules';
import tm from '../locales/tm.json';
import ru from '../locales/ru.json';
import en from '../locales/en.json';

const dictionaries = { tm, ru, en };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page the service worker shows for a page never opened on this device while offline: plain
 * HTML in the page's language, no scripts (nothing of the app may be cached), the shop's colours.
 */
export function offlinePage(locale: Locale): string {
  const t = dictionaries[locale].offline;
  const home = localePrefix(locale) || '/';
  const style =
    'body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#fffaf4;color:#2a1b12}' +
    'main{max-width:32rem;margin:15vh auto;padding:0 16px}h1{font-size:1.5rem}' +
    'a{display:inline-block;margin:8px 16px 0 0;padding:10px 16px;border-radius:10px;border:1px solid #eaded3;color:#9a3412;font-weight:600}' +
    'a:first-of-type{background:#9a3412;color:#fff;border-color:#9a3412}a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}';
  return (
    `<!doctype html><html lang="${htmlLang[locale]}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(t.page_title)}</title><style>${style}</style></head>` +
    `<body><main><h1>${escapeHtml(t.page_title)}</h1><p>${escapeHtml(t.page_text)}</p>` +
    // "" is the address asked for: the worker answers it with this page, a retry asks again
    `<p><a href="">${escapeHtml(t.try_again)}</a><a href="${home}">${escapeHtml(t.go_home)}</a></p></main></body></html>`
  );
}

/** Emits /offline/{locale}.html into the client build, where the service worker precaches them. */
export const offlinePages = (): Plugin => ({
  name: 'shop-offline-pages',
  apply: 'build',
  generateBundle() {
    if (this.environment?.config.build.ssr) return;
    for (const locale of locales) {
      this.emitFile({ type: 'asset', fileName: offlinePageFile(locale).slice(1), source: offlinePage(locale) });
    }
  },
});
