import type { RequestHandler } from 'express';
import serialize from 'serialize-javascript';
import { DESK_ROOT_ID, deskDictionary, type DeskBoot } from '../../shared/desk-boot';
import { htmlLang, localizePath, locales, splitLocale, type Locale } from '../../shared/locale';
import type { Config } from '../config';
import { APPLE_TOUCH_ICON, deskManifestPath, FAVICON_SVG, THEME_COLOUR } from '../../shared/web-app';
import type { PageAssets } from './assets';
import { deskEarlyReads, deskEarlyScript, type DeskEarly } from './desk-early';
import { boardData, boardHtml, type DeskWords } from './desk-board-html';
import type { DeskBoard } from '../../shared/desk-board';
import tm from '../../locales/tm.json';
import ru from '../../locales/ru.json';
import en from '../../locales/en.json';

// the desk's own words only, not the storefront's (shared/desk-boot.ts)
const dictionaries: Record<Locale, DeskBoot['dict']> = { tm: deskDictionary(tm), ru: deskDictionary(ru), en: deskDictionary(en) };

/** /desk, /en/desk, /tm/desk and the kitchen display under each: the desk's own page, never the storefront's router or shell. */
export const DESK_PATHS = locales.flatMap((l) => [localizePath('/desk', l), localizePath('/desk/kitchen', l)]);

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const deskText = (locale: Locale, key: 'title' | 'loading') => String((dictionaries[locale].desk as Record<string, unknown>)[key]);

/** A word of the desk's group by its dotted key ("order.minutes"), its {{placeholders}} filled, as the desk's i18n does. */
const deskWords =
  (locale: Locale): DeskWords =>
  (key, params = {}) => {
    const found = key
      .split('.')
      .reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], dictionaries[locale].desk);
    return String(found ?? key).replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
  };

/**
 * A small document: the desk's CSS and script (client/entry-desk.tsx, from its own Vite manifest),
 * its boot data, and the h1 the desk shows while it asks who is signed in. Never indexed, always revalidated.
 */
export function deskPage(
  locale: Locale,
  {
    config,
    assets,
    buildId,
    nonce,
    early = { urls: [] },
  }: { config: Config['public']; assets: PageAssets; buildId: string; nonce: string; early?: DeskEarly },
) {
  const boot: DeskBoot = { locale, dict: dictionaries[locale], config, buildId };
  const title = deskText(locale, 'title');
  const attr = (value: string) => `"${escapeHtml(value)}"`;
  return [
    '<!DOCTYPE html>',
    `<html lang=${attr(htmlLang[locale])} data-locale=${attr(locale)}>`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    `<meta name="theme-color" content=${attr(THEME_COLOUR)}>`,
    // a signed-in desk's first reads, before the stylesheets (which hold back an inline script): they
    // start as the head arrives (server/ssr/desk-early.ts); the boot data stays where it was
    ...(early.urls.length ? [`<script nonce=${attr(nonce)}>${deskEarlyScript(locale, early.urls)}</script>`] : []),
    `<title>${escapeHtml(`${title} — ${config.shopName}`)}</title>`,
    `<link rel="icon" href=${attr(FAVICON_SVG)} type="image/svg+xml">`,
    // the desk installs on its own (a counter tablet): its manifest, not the storefront's
    `<link rel="manifest" href=${attr(deskManifestPath(locale))}>`,
    `<link rel="apple-touch-icon" href=${attr(APPLE_TOUCH_ICON.src)}>`,
    ...assets.styles.map((href) => `<link rel="stylesheet" href=${attr(href)}>`),
    ...assets.preloads.filter((href) => href.endsWith('.js')).map((href) => `<link rel="modulepreload" href=${attr(href)}>`),
    // serialize-javascript escapes </script>, <!-- and U+2028/9: data can never end the script
    `<script nonce=${attr(nonce)}>window.__DESK_BOOT__=${serialize(boot, { isJSON: true })};</script>`,
    ...assets.scripts.map((src) => `<script type="module" src=${attr(src)} nonce=${attr(nonce)}></script>`),
    '</head>',
    '<body>',
    // a staff member's board as the server read it: its first cards work before the script (desk-board-html.ts)
    `<div id="${DESK_ROOT_ID}"><main id="main" class="desk"><h1>${escapeHtml(title)}</h1>${
      early.board
        ? boardHtml(early.board.data as DeskBoard, deskWords(locale), locale)
        : `<p>${escapeHtml(deskText(locale, 'loading'))}</p>`
    }</main></div>`,
    // and its answer for the script, outside the root the script renders into
    ...(early.board ? [boardData(early.board, nonce)] : []),
    '</body>',
    '</html>',
  ].join('\n');
}

export function deskPageHandler(config: Config, assets: PageAssets, buildId: string): RequestHandler {
  return async (req, res) => {
    const { locale, path } = splitLocale(req.path);
    // a signed-in desk's first reads start from the head (server/ssr/desk-early.ts)
    const early = await deskEarlyReads(config, req, path.replace(/\/$/, '') === '/desk', locale);
    // no shared cache keeps it. Without the board the service worker may (no one's data is in it), for a tablet
    // offline; with it nothing keeps it (the worker keeps the signed-out document instead: service-worker-desk.ts)
    res.setHeader('Cache-Control', early.board ? 'private, no-store' : 'private, no-cache');
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    res.type('html').send(deskPage(locale, { config: config.public, assets, buildId, nonce: res.locals.nonce, early }));
  };
}
