import type { ServerResponse } from 'node:http';
import path from 'node:path';
import express, { type RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { ViteDevServer } from 'vite';
import type { Config } from '../config';
import {
  DESK_ENTRY,
  DESK_MANIFEST,
  DEV_DESK_ENTRY,
  DEV_ENTRY,
  devAssets,
  devDeskAssets,
  devEntrySource,
  entryAssets,
  readManifest,
  type PageAssets,
} from './assets';
import { serviceWorkerHeaders } from '../http/service-worker';
import { isPicture, pictureHeaders } from '../http/static-image-headers';
import { readIconsVersion } from '../http/web-manifest';
import { DIST_DIR, devBuildInfo, readBuildInfo, type BuildInfo } from '../build-info';

// The shape of client/entry-server.tsx; the server never imports client code directly.
export type EntryServer = typeof import('../../client/entry-server');

export interface Renderer {
  buildInfo: BuildInfo;
  assets: PageAssets;
  /** the desk's own script and styles (server/ssr/desk-page.ts) */
  deskAssets: PageAssets;
  /** the home-screen icons' fingerprint (server/http/web-manifest.ts); none in development */
  iconsVersion?: string;
  /** whether a slow tab gets the lite page (shared/slow-link.ts): the built entry only, not Vite's client */
  litePages?: boolean;
  /** static files (production) or Vite's middleware (development) */
  middleware: RequestHandler[];
  load(): Promise<EntryServer>;
}

/** Production: the built bundle in dist/. Read once, at start-up. */
export function productionRenderer(distDir = DIST_DIR): Renderer {
  const clientDir = path.join(distDir, 'client');
  const assets = entryAssets(readManifest(clientDir));
  const entryPath = path.join(distDir, 'server', 'entry-server.js');
  let entry: Promise<EntryServer> | undefined;
  return {
    buildInfo: readBuildInfo(distDir),
    assets,
    deskAssets: entryAssets(readManifest(clientDir, DESK_MANIFEST), DESK_ENTRY),
    iconsVersion: readIconsVersion(clientDir),
    litePages: true,
    middleware: [
      // hashed file names: cache forever
      mountAt(
        '/assets',
        precompressed(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false, setHeaders: pictureHeaders }),
      ),
      // the pictures: no Last-Modified (the ETag revalidates) nor Accept-Ranges (static-image-headers.ts)
      onlyPictures(
        precompressed(clientDir, { maxAge: '1d', index: false, lastModified: false, acceptRanges: false, setHeaders: pictureHeaders }),
      ),
      onlyFiles(precompressed(clientDir, { maxAge: '1d', index: false, setHeaders: staticHeaders(clientDir) })),
    ],
    load: () => (entry ??= import(entryPath) as Promise<EntryServer>),
  };
}

/** Development: Vite in middleware mode, hot reload, modules loaded fresh on every request. */
export async function developmentRenderer(config: Config): Promise<Renderer & { vite: ViteDevServer }> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    server: { middlewareMode: true, hmr: { port: config.port + 10000 } },
    appType: 'custom',
  });
  return {
    vite,
    buildInfo: devBuildInfo(),
    assets: devAssets,
    deskAssets: devDeskAssets,
    middleware: [
      (req, res, next) =>
        req.path === DEV_ENTRY
          ? res.type('js').send(devEntrySource())
          : req.path === DEV_DESK_ENTRY
            ? res.type('js').send(devEntrySource(DESK_ENTRY))
            : next(),
      vite.middlewares as unknown as RequestHandler,
    ],
    load: () => vite.ssrLoadModule('/client/entry-server.tsx') as Promise<EntryServer>,
  };
}

/**
 * Static files with the Brotli and gzip copies the build made (scripts/precompress.mjs) sent as they
 * are, by the browser's Accept-Encoding (with Vary), so the compression middleware leaves them alone.
 * A path that does not decode goes on to the pages (a localized 404), as express.static's did,
 * instead of the library's plain-text 400.
 */
export function precompressed(root: string, options: expressStaticGzip.ExpressStaticGzipOptions['serveStatic']): RequestHandler {
  const serve = expressStaticGzip(root, { enableBrotli: true, orderPreference: ['br', 'gzip'], index: false, serveStatic: options });
  return (req, res, next) => {
    try {
      decodeURIComponent(req.path);
    } catch {
      return next();
    }
    serve(req, res, next);
  };
}

/** The static files' headers: the worker's own, a picture's short policy (server/http/static-image-headers.ts). */
function staticHeaders(clientDir: string) {
  const worker = serviceWorkerHeaders(clientDir);
  return (res: ServerResponse, file: string) => {
    worker(res, file);
    pictureHeaders(res, file);
  };
}

function onlyPictures(handler: RequestHandler): RequestHandler {
  return (req, res, next) => (isPicture(req.path) ? handler(req, res, next) : next());
}

// Pages have no file extension: let them skip the disk look-up.
function onlyFiles(handler: RequestHandler): RequestHandler {
  return (req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) ? handler(req, res, next) : next());
}

function mountAt(prefix: string, handler: RequestHandler): RequestHandler {
  const router = express.Router();
  router.use(prefix, handler);
  return router;
}
