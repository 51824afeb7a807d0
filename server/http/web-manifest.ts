import fs from 'node:fs';
import path from 'node:path';
import { Router } from 'express';
import { htmlLang, localePrefix, localizePath, locales, type Locale } from '../../shared/locale';
import {
  APP_ICONS,
  BACKGROUND_COLOUR,
  deskManifestPath,
  FAVICON_SVG,
  ICONS_INFO,
  shopManifestPath,
  THEME_COLOUR,
  type AppIconsInfo,
} from '../../shared/web-app';
import tm from '../../locales/tm.json';
import ru from '../../locales/ru.json';
import en from '../../locales/en.json';

const words = { tm, ru, en };

/** The icons' fingerprint from the build (scripts/app-icons.ts); none in development, which has no icons. */
export function readIconsVersion(clientDir: string): string | undefined {
  const file = path.join(clientDir, ICONS_INFO);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as AppIconsInfo).version : undefined;
}

// a new logo is a new URL: launchers refresh an installed app's icon when its manifest names another
const icons = (version: string | undefined) =>
  version === undefined
    ? [{ src: FAVICON_SVG, sizes: 'any', type: 'image/svg+xml', purpose: 'any' }]
    : APP_ICONS.map(({ src, size, purpose }) => ({ src: `${src}?v=${version}`, sizes: `${size}x${size}`, type: 'image/png', purpose }));

export interface ManifestOptions {
  shopName: string;
  iconsVersion?: string;
}

/**
 * The storefront as an app in one language: it starts on the language's home page and keeps to its
 * prefix (Russian is unprefixed, so its app is the whole site); the id tells the three apps apart.
 */
export function shopManifest(locale: Locale, { shopName, iconsVersion }: ManifestOptions) {
  const t = words[locale].web_app;
  const home = localePrefix(locale) || '/';
  return {
    id: home,
    name: t.name.replace('{{shop}}', shopName),
    short_name: shopName,
    description: t.description,
    lang: htmlLang[locale],
    dir: 'ltr',
    start_url: home,
    scope: home,
    display: 'standalone',
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    icons: icons(iconsVersion),
  };
}

/** The desk alone (a counter tablet): its own id and scope, so it installs beside the shop. */
export function deskManifest(locale: Locale, { shopName, iconsVersion }: ManifestOptions) {
  const t = words[locale].desk;
  const desk = localizePath('/desk', locale);
  return {
    ...shopManifest(locale, { shopName, iconsVersion }),
    id: desk,
    name: t.app_name.replace('{{shop}}', shopName),
    short_name: t.app_short_name,
    description: t.title,
    start_url: desk,
    scope: desk,
  };
}

/** /manifest.webmanifest, /en/…, /tm/… and the desk's /desk/manifest.webmanifest in each language. */
export function manifestRoutes(options: ManifestOptions) {
  const router = Router();
  const send = (manifest: object) => {
    const body = JSON.stringify(manifest);
    return (_req: unknown, res: import('express').Response) =>
      // revalidated (an ETag): a new name or logo reaches installed apps on their next check
      res.set('Cache-Control', 'no-cache').type('application/manifest+json').send(body);
  };
  for (const locale of locales) {
    router.get(shopManifestPath(locale), send(shopManifest(locale, options)));
    router.get(deskManifestPath(locale), send(deskManifest(locale, options)));
  }
  return router;
}
