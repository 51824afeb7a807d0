// Builds the browser bundle, the server render bundle, and fixes the build id (dist/build.json).
import crypto from 'node:crypto';
import fs from 'node:fs';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { build as bundle } from 'esbuild';
import { precompress } from './precompress.mjs';

const id = process.env.BUILD_ID || `${Date.now().toString(36)}-${crypto.randomBytes(4).toString('hex')}`;
const timestamp = Date.now();

// `runner`: Vite loads vite.config.ts through its module runner instead of bundling it, which warned on
// every build about the imports a future native loader will refuse (extensions the TypeScript setup omits).
await build({ logLevel: 'warn', configLoader: 'runner' });
// The desk: its own entry and manifest, built apart so the storefront's chunks are exactly those of a
// shop without a desk (a second input of the same build would move shared modules into new chunks).
// Its own configuration too: the storefront's chunk groups (vite.config.ts) are not the desk's.
await build({
  configFile: false,
  logLevel: 'warn',
  plugins: [react()],
  publicDir: false,
  build: {
    target: 'es2022',
    outDir: 'dist/client',
    emptyOutDir: false,
    manifest: '.vite/desk-manifest.json',
    rollupOptions: { input: 'client/entry-desk.tsx' },
  },
});
await build({
  logLevel: 'warn',
  configLoader: 'runner',
  build: {
    ssr: 'client/entry-server.tsx',
    outDir: 'dist/server',
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
    rollupOptions: { input: 'client/entry-server.tsx' },
  },
});
// The server itself, so production runs plain node (no TypeScript loader on the request path).
await bundle({
  entryPoints: ['server/index.ts'],
  outfile: 'dist/server/index.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
// every browser file is final now (see scripts/precompress.mjs)
const copies = precompress('dist/client');
fs.writeFileSync('dist/build.json', JSON.stringify({ id, timestamp }));
console.log(`built ${id} (${copies} Brotli and gzip copies of the browser's files)`);
