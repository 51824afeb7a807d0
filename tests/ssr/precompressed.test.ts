import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet, startStorefront, type Storefront } from './support';

// Issue 13: the build's Brotli and gzip copies of the browser's files (scripts/precompress.mjs), sent
// as they are (server/ssr/renderer.ts).
const CLIENT = path.join('dist', 'client');

let shop: Storefront;
beforeAll(async () => {
  shop = await startStorefront();
});
afterAll(() => shop.close());

/** The answer's bytes as they came over the wire, asking for `acceptEncoding` (or for none). */
const raw = (urlPath: string, acceptEncoding?: string) =>
  rawGet(`${shop.url}${urlPath}`, acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding });

const decode = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync } as const;

function textFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : textFiles(file);
    return /\.(js|css|svg|html)$/.test(entry.name) ? [file] : [];
  });
}

describe('precompressed static files', () => {
  it('every text file of the build over 1 KB has Brotli and gzip copies of exactly its final bytes', () => {
    const files = textFiles(CLIENT).filter((f) => fs.statSync(f).size >= 1024);
    expect(files.filter((f) => f.endsWith('.js')).length).toBeGreaterThan(20);
    for (const file of files) {
      const bytes = fs.readFileSync(file);
      // the copies were made after everything that rewrites a file (the compile hints, the worker)
      expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).equals(bytes), `${file}.br`).toBe(true);
      expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).equals(bytes), `${file}.gz`).toBe(true);
    }
  });

  it('sends a hashed script as Brotli to a browser, gzip to a client without Brotli, plain to one asking nothing', async () => {
    const page = (await raw('/')).body.toString();
    const script = /"(\/assets\/framework-[^"]+\.js)"/.exec(page)?.[1]; // named by the page's start (025)
    expect(script).toBeDefined();
    const file = fs.readFileSync(path.join(CLIENT, script!));
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['br', 'br'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
    ] as const) {
      const res = await raw(script!, accept);
      expect(res.status, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers['vary'], accept).toMatch(/Accept-Encoding/i);
      expect(res.headers['content-type'], accept).toMatch(/^text\/javascript/);
      expect(res.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
      expect(Number(res.headers['content-length']), accept).toBe(res.body.length);
      expect(decode[encoding](res.body).equals(file), accept).toBe(true);
    }
    // the build's Brotli is far smaller than the middleware's quality 4 would be
    const br = await raw(script!, 'br');
    const onTheFly = zlib.brotliCompressSync(file, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });
    expect(br.body.length).toBeLessThan(onTheFly.length * 0.9);
    for (const accept of [undefined, 'identity']) {
      const plain = await raw(script!, accept);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.equals(file)).toBe(true);
    }
  });

  it('sends the service worker compressed and still always revalidated', async () => {
    const res = await raw('/service-worker.js', 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['service-worker-allowed']).toBe('/');
    expect(decode.br(res.body).equals(fs.readFileSync(path.join(CLIENT, 'service-worker.js')))).toBe(true);
  });

  it('sends a dish picture (SVG) compressed, with its type', async () => {
    const picture = fs
      .readdirSync(path.join(CLIENT, 'images', 'menu'))
      .find((f) => f.endsWith('.svg.br'))!
      .replace(/\.br$/, '');
    const res = await raw(`/images/menu/${picture}`, 'gzip, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('a path that does not decode is the localized 404 page, not a bare 400', async () => {
    for (const bad of ['/assets/%E0%A4%A.js', '/%zz.svg']) {
      const res = await raw(bad, 'br');
      expect(res.status, bad).toBe(404);
      expect(res.headers['content-type'], bad).toMatch(/text\/html/);
    }
  });
});
