import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { DESK_ENTRY, DESK_MANIFEST, readManifest, entryAssets, type Manifest } from '../server/ssr/assets';
import { pageWords } from '../client/app/page-words';

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
/** What the server sends a browser: the build's Brotli copy (scripts/precompress.mjs), or the file under 1 KB. */
export const sentSize = (file: string) => fs.statSync(fs.existsSync(`${file}.br`) ? `${file}.br` : file).size;

/**
 * First-load JS of a page: the entry, its static imports, the page's own lazy module and the words of
 * its dictionary it loads before hydrating (the first-render words, or all for a page that says more;
 * Russian, the unprefixed pages' language) — what the page's head preloads (client/app/document.tsx).
 */
export function firstLoadJs(page: string, distDir = 'dist', locale = 'ru'): { files: string[]; gzipBytes: number; sentBytes: number } {
  const clientDir = path.join(distDir, 'client');
  const manifest: Manifest = readManifest(clientDir);
  const assets = entryAssets(manifest);
  const dictionary = [`locales/${locale}.${pageWords(page) === 'all' ? 'all' : 'first'}.storefront.json`];
  const files = [
    ...assets.scripts,
    ...assets.preloads,
    ...(assets.chunks?.[`client/app/routes/${page}.tsx`] ?? []),
    ...dictionary.flatMap((key) => assets.chunks?.[key] ?? []),
  ].filter((f) => f.endsWith('.js'));
  const unique = [...new Set(files)];
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
