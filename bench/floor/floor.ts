// Builds and serves the same-stack floor (bench/floor): Vite for the browser and the render bundle,
// Express 5 with compression and immutable assets, like the shop's production server.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import express from 'express';
import compression from 'compression';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import type { FloorAssets, render as Render } from './entry-server';
import { cardsFrom, menuDishes } from './app';
import { sentSize } from '../sizes';
import { precompress } from '../../scripts/precompress.mjs';
import { precompressed } from '../../server/ssr/renderer';

const root = path.dirname(new URL(import.meta.url).pathname);
const out = path.join(root, 'dist');

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** The dish cards on a page of the shop's: the floor's menu is compared with that many. */
export const dishCardsOn = (html: string) => html.split('<article').length - 1;

export async function buildFloor(): Promise<void> {
  const common = { configFile: false as const, root, logLevel: 'warn' as const, mode: 'production', plugins: [react()] };
  // react-router's production build, as the shop's vite.config.ts picks it
  const resolve = {
    alias: [{ find: /^react-router$/, replacement: path.resolve('node_modules/react-router/dist/production/index.mjs') }],
  };
  await build({
    ...common,
    resolve,
    build: {
      target: 'es2022',
      manifest: true,
      outDir: path.join(out, 'client'),
      emptyOutDir: true,
      rollupOptions: { input: path.join(root, 'entry-client.tsx') },
    },
  });
  await build({
    ...common,
    resolve,
    build: { ssr: path.join(root, 'entry-server.tsx'), outDir: path.join(out, 'server'), emptyOutDir: true, copyPublicDir: false },
  });
  // the shop's build step and static serving, so both are measured as they are sent
  precompress(path.join(out, 'client'));
}

function readAssets(): FloorAssets & { all: string[] } {
  const manifest: Record<string, ManifestChunk> = JSON.parse(fs.readFileSync(path.join(out, 'client/.vite/manifest.json'), 'utf8'));
  const entry = manifest['entry-client.tsx'];
  const preloads = new Set<string>();
  const walk = (key: string) => {
    for (const k of manifest[key].imports ?? []) {
      if (preloads.has(`/${manifest[k].file}`)) continue;
      preloads.add(`/${manifest[k].file}`);
      walk(k);
    }
  };
  walk('entry-client.tsx');
  return {
    entry: `/${entry.file}`,
    preloads: [...preloads],
    css: entry.css?.[0] && `/${entry.css[0]}`,
    all: [`/${entry.file}`, ...preloads],
  };
}

/** First-load JS of the floor page, gzip level 9 (as bench/sizes.ts measures the shop), and as sent (its Brotli copies). */
export function floorFirstLoadJs(): { files: number; gzipBytes: number; sentBytes: number } {
  const { all } = readAssets();
  const gzipBytes = all.reduce((sum, f) => sum + zlib.gzipSync(fs.readFileSync(path.join(out, 'client', f)), { level: 9 }).length, 0);
  const sentBytes = all.reduce((sum, f) => sum + sentSize(path.join(out, 'client', f)), 0);
  return { files: all.length, gzipBytes, sentBytes };
}

/** Serves the built floor on a free loopback port, in its own production process (as the shop runs). */
export async function startFloor(): Promise<{ url: string; close(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'serve.ts')], {
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the floor server exited with ${code}`)));
    child.stdout.once('data', (d) => resolve(String(d).trim()));
  });
  return {
    url,
    close: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill();
      await exited;
    },
  };
}

/** The floor server's own process: prints its URL, then serves until killed. */
export async function serveFloor() {
  const assets = readAssets();
  const { render } = (await import(path.join(out, 'server/entry-server.js'))) as { render: typeof Render };
  const app = express();
  app.use(compression());
  app.use('/assets', precompressed(path.join(out, 'client/assets'), { immutable: true, maxAge: '1y', index: false }));
  app.get('/robots.txt', (_req, res) => void res.type('text/plain').send('User-agent: *\nAllow: /\n'));
  app.get('/api/dishes', (_req, res) => void res.json([]));
  app.get('/api/menu', (req, res) => void res.json(menuDishes(cardsFrom(new URL(req.originalUrl, 'http://floor').searchParams))));
  app.get('/{*path}', async (req, res) => {
    res.status(200).type('html').set('Cache-Control', 'no-cache');
    await render(req.originalUrl, assets, res as never, () => undefined);
  });
  const server = app.listen(0, '127.0.0.1', () => console.log(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
}
