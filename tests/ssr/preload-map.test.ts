import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_ENTRY, entryAssets, readManifest } from '../../server/ssr/assets';
import { LOADED_FIRST } from '../../scripts/loaded-first';

// Issue 35: each lazy import in the browser's chunks goes through Vite's preload helper with its list of
// files (`__vite__mapDeps`); for each one the helper resolves a URL and looks it up among the document's
// links, on the main thread, as the shop's part starts. The chunks every page has loaded before any lazy
// import runs are left out of the lists (vite.config.ts modulePreload). Read off the build (npm run
// build runs before the unit tests).
const CLIENT = path.resolve('dist/client');
const manifest = readManifest(CLIENT);
const firstLoad = new Set([...entryAssets(manifest).preloads, ...entryAssets(manifest).scripts].map((href) => href.slice(1)));
const storefrontJs = fs
  .readdirSync(path.join(CLIENT, 'assets'))
  .filter((file) => file.endsWith('.js') && !file.startsWith('desk-') && !file.startsWith('entry-desk-'));

/** Each chunk's preload file table, as the build wrote it (`m.f=[…]` in its `__vite__mapDeps`). */
function preloadTables(): Map<string, string[]> {
  const tables = new Map<string, string[]>();
  for (const file of storefrontJs) {
    const table = /m\.f=\[([^\]]*)\]/.exec(fs.readFileSync(path.join(CLIENT, 'assets', file), 'utf8'));
    if (table)
      tables.set(
        file,
        [...table[1].matchAll(/"([^"]+)"/g)].map((m) => m[1]),
      );
  }
  return tables;
}

describe('the lazy imports’ preload lists', () => {
  const loadedFirst = storefrontJs.map((file) => `assets/${file}`).filter((file) => LOADED_FIRST.test(file));

  it('the pattern names the stack, the shop’s code and the runtime, all of them in every page’s first load', () => {
    expect(loadedFirst.map((file) => /(framework|shop|rolldown-runtime)-/.exec(file)?.[1]).sort()).toEqual([
      'framework',
      'rolldown-runtime',
      'shop',
    ]);
    for (const file of loadedFirst) expect(firstLoad, file).toContain(file);
    expect(manifest[CLIENT_ENTRY].file).not.toMatch(LOADED_FIRST);
  });

  it('leave out the files the first load has brought', () => {
    const tables = preloadTables();
    expect(tables.size).toBeGreaterThan(0); // the shop's code imports its part, pages and words lazily
    for (const [chunk, files] of tables) {
      expect(files.length, chunk).toBeGreaterThan(0);
      expect(
        files.filter((file) => firstLoad.has(file)),
        chunk,
      ).toEqual([]);
    }
  });
});
