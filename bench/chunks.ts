// First-load JS of a storefront page, module by module (issue 13): `npx tsx bench/chunks.ts home`.
// Builds the client into a temporary folder with a plugin that keeps each chunk's modules, then
// minifies and gzips every first-load module on its own (a little more than the chunk's real gzip
// size, which shares one dictionary), grouped by package.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { transform } from 'esbuild';
import { build } from 'vite';
import { entryAssets, readManifest } from '../server/ssr/assets';
import { afterLoadFiles, firstLoadFiles } from './sizes';

const page = process.argv[2] ?? 'home';
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-chunks-'));
const modules: Record<string, Record<string, string>> = {};
await build({
  logLevel: 'warn',
  build: { outDir, emptyOutDir: true },
  plugins: [
    {
      name: 'keep-modules',
      generateBundle(_options, bundle) {
        for (const [name, chunk] of Object.entries(bundle))
          if (chunk.type === 'chunk')
            modules[`/${name}`] = Object.fromEntries(
              Object.entries(chunk.modules).map(([id, m]) => [path.relative(process.cwd(), id), m.code ?? '']),
            );
      },
    },
  ],
});
const assets = entryAssets(readManifest(outDir));
// the first load (what the page's head preloads), or with AFTER_LOAD=1 what follows once the browser is
// idle after load: the shop's part of the page, the page's own code and words (bench/sizes.ts)
const files = process.env.AFTER_LOAD ? afterLoadFiles(assets, page) : firstLoadFiles(assets);
const rows: { id: string; gzip: number }[] = [];
for (const file of files)
  for (const [id, code] of Object.entries(modules[file] ?? {})) {
    const minified = code ? (await transform(code, { minify: true, loader: 'js' })).code : '';
    rows.push({ id, gzip: minified ? zlib.gzipSync(minified, { level: 9 }).length : 0 });
  }
const real = files.reduce((sum, f) => sum + zlib.gzipSync(fs.readFileSync(path.join(outDir, f)), { level: 9 }).length, 0);
fs.rmSync(outDir, { recursive: true, force: true });

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const group = (id: string) => /node_modules\/((@[^/]+\/)?[^/]+)/.exec(id)?.[1] ?? id.split('/').slice(0, 2).join('/');
const groups = new Map<string, number>();
for (const row of rows) groups.set(group(row.id), (groups.get(group(row.id)) ?? 0) + row.gzip);
console.log(
  `${page}: ${files.length} files, ${kb(real)} gzip as built (modules gzipped one by one: ${kb(rows.reduce((s, r) => s + r.gzip, 0))})`,
);
for (const [name, bytes] of [...groups].sort((a, b) => b[1] - a[1])) console.log(`  ${kb(bytes).padStart(8)}  ${name}`);
console.log('our largest modules:');
for (const row of rows
  .filter((r) => process.env.ALL || !r.id.includes('node_modules'))
  .sort((a, b) => b.gzip - a.gzip)
  .slice(0, Number(process.env.TOP ?? 25)))
  console.log(`  ${String(row.gzip).padStart(6)} B  ${row.id}`);
