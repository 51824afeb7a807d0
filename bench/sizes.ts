import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { DESK_ENTRY, DESK_MANIFEST, readManifest, entryAssets } from '../server/ssr/assets';
import { pageWords } from '../client/app/page-words';

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
/** What the server sends a browser: the build's Brotli copy (scripts/precompress.mjs), or the file under 1 KB. */
export const sentSize = (file: string) => fs.statSync(fs.existsSync(`${file}.br`) ? `${file}.br` : file).size;

/**
 * First-load JS of a storefront page: the entry and what every page's head preloads (client/app/document.tsx),
 * the same on every page. The shop's part of the page, the page's own module and its words are not in it:
 * they load once the browser is idle after the load event, or at the shopper's first touch
 * (client/app/shop-part-loader.ts); `afterLoadJs` counts them.
 */
export function firstLoadJs(distDir = 'dist'): { files: string[]; gzipBytes: number; sentBytes: number } {
  const clientDir = path.join(distDir, 'client');
  const assets = entryAssets(readManifest(clientDir));
  return measure(clientDir, [...assets.scripts, ...assets.preloads]);
}

/**
 * What a page loads after its first load, before it hydrates: the shop's part, the page's own module and
 * its dictionary's words (the first-render words, or all for a page that says more; Russian, the unprefixed
 * pages' language), less anything the first load already brought.
 */
export function afterLoadJs(page: string, distDir = 'dist', locale = 'ru'): { files: string[]; gzipBytes: number; sentBytes: number } {
  const clientDir = path.join(distDir, 'client');
  const assets = entryAssets(readManifest(clientDir));
  const first = new Set([...assets.scripts, ...assets.preloads]);
  const words = `locales/${locale}.${pageWords(page) === 'all' ? 'all' : 'first'}.storefront.json`;
  const keys = ['client/app/shop-part.tsx', `client/app/routes/${page}.tsx`, words];
  return measure(
    clientDir,
    keys.flatMap((key) => assets.chunks?.[key] ?? []).filter((file) => !first.has(file)),
  );
}

function measure(clientDir: string, files: string[]) {
  const unique = [...new Set(files.filter((f) => f.endsWith('.js')))];
  return {
    files: unique,
    gzipBytes: unique.reduce((sum, f) => sum + gzipSize(path.join(clientDir, f)), 0),
    sentBytes: unique.reduce((sum, f) => sum + sentSize(path.join(clientDir, f)), 0),
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
