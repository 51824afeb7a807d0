import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { DESK_ENTRY, DESK_MANIFEST, readManifest, entryAssets, type PageAssets } from '../server/ssr/assets';
import { SHOP_PART_MODULE } from '../client/app/shop-part-loader';
import { pageWords } from '../client/app/page-words';

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
/** What the server sends a browser: the build's Brotli copy (scripts/precompress.mjs), or the file under 1 KB. */
export const sentSize = (file: string) => fs.statSync(fs.existsSync(`${file}.br`) ? `${file}.br` : file).size;

/**
 * The files of a storefront page's first load: the entry and what every page's head preloads
 * (client/app/document.tsx), the same on every page. The shop's part of the page, the page's own module
 * and its words are not in it: they load once the browser is idle after the load event, or at the
 * shopper's first touch (client/app/shop-part-loader.ts); `afterLoadFiles` lists them.
 */
export const firstLoadFiles = (assets: PageAssets) => jsFiles([...assets.scripts, ...assets.preloads]);

/**
 * What a page loads after its first load, before its part hydrates: the shop's part, the page's own
 * module and its dictionary's words (the first-render words, or all for a page that says more; Russian,
 * the unprefixed pages' language), less anything the first load already brought.
 */
export function afterLoadFiles(assets: PageAssets, page: string, locale = 'ru') {
  const first = new Set(firstLoadFiles(assets));
  const words = `locales/${locale}.${pageWords(page) === 'all' ? 'all' : 'first'}.storefront.json`;
  const keys = [SHOP_PART_MODULE, `client/app/routes/${page}.tsx`, words];
  return jsFiles(keys.flatMap((key) => assets.chunks?.[key] ?? [])).filter((file) => !first.has(file));
}

const jsFiles = (files: string[]) => [...new Set(files.filter((f) => f.endsWith('.js')))];

/** First-load JS of a storefront page, gzip -9 and as sent. */
export function firstLoadJs(distDir = 'dist') {
  const clientDir = path.join(distDir, 'client');
  return measure(clientDir, firstLoadFiles(entryAssets(readManifest(clientDir))));
}

/** What a page loads after its first load (`afterLoadFiles`), gzip -9 and as sent. */
export function afterLoadJs(page: string, distDir = 'dist', locale = 'ru') {
  const clientDir = path.join(distDir, 'client');
  return measure(clientDir, afterLoadFiles(entryAssets(readManifest(clientDir)), page, locale));
}

function measure(clientDir: string, files: string[]): { files: string[]; gzipBytes: number; sentBytes: number } {
  return {
    files,
    gzipBytes: files.reduce((sum, f) => sum + gzipSize(path.join(clientDir, f)), 0),
    sentBytes: files.reduce((sum, f) => sum + sentSize(path.join(clientDir, f)), 0),
  };
}

/** First-load JS of the desk's own page (client/entry-desk.tsx, its own manifest): nothing of it is the storefront's. */
export function deskFirstLoadJs(distDir = 'dist'): { files: string[]; gzipBytes: number } {
  const clientDir = path.join(distDir, 'client');
  const assets = entryAssets(readManifest(clientDir, DESK_MANIFEST), DESK_ENTRY);
  const files = [...new Set([...assets.scripts, ...assets.preloads])].filter((f) => f.endsWith('.js'));
  return { files, gzipBytes: files.reduce((sum, f) => sum + gzipSize(path.join(clientDir, f)), 0) };
}

/** The dehydrated state embedded in a page, gzipped. */
export function bootStateGzip(html: string): number {
  const boot = /window\.__BOOT__=(.*?);<\/script>/s.exec(html)?.[1];
  if (!boot) throw new Error('no __BOOT__ in the page');
  const state = JSON.stringify(JSON.parse(boot).state);
  return zlib.gzipSync(state, { level: 9 }).length;
}
