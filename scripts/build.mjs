// Builds the browser bundle, the server render bundle, and fixes the build id (dist/build.json).
import crypto from 'node:crypto';
import fs from 'node:fs';
import { build } from 'vite';

const id = process.env.BUILD_ID || `${Date.now().toString(36)}-${crypto.randomBytes(4).toString('hex')}`;
const timestamp = Date.now();

await build({ logLevel: 'warn' });
await build({
  logLevel: 'warn',
  build: { ssr: 'client/entry-server.tsx', outDir: 'dist/server', emptyOutDir: true, manifest: false, copyPublicDir: false, rollupOptions: { input: 'client/entry-server.tsx' } },
});
fs.writeFileSync('dist/build.json', JSON.stringify({ id, timestamp }));
console.log(`built ${id}`);
