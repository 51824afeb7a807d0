import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { DESK_ENTRY, DESK_MANIFEST, readManifest, entryAssets, type Manifest } from '../server/ssr/assets';

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

/** First-load JS of a page: the entry, its static imports and the page's own lazy module. */
export function firstLoadJs(page: string, distDir = 'dist'): { files: string[]; gzipBytes: number } {
  const clientDir = path.join(distDir, 'client');
  const manifest: Manifest = readManifest(clientDir);
  const assets = entryAssets(manifest);
  const files = [...assets.scripts, ...assets.preloads, ...(assets.chunks?.[`client/app/routes/${page}.tsx`] ?? [])].filter((f) =>
    f.endsWith('.js'),
  );
  const unique = [...new Set(files)];
  return { files: unique, gzipBytes: unique.reduce((sum, f) => sum + gzipSize(path.join(clientDir, f)), 0) };
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
