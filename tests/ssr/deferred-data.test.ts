import http, { type Server } from 'node:http';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/connection';
import { createTestApp } from '../helpers/app';
import { createTestDatabase } from '../helpers/database';
import { rawGet, startStorefront } from './support';

type Storefront = Awaited<ReturnType<typeof startStorefront>>;

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );

/**
 * An external backend (API_ORIGIN) whose header page list (GET /pages, deferred data of every page)
 * hangs until the test lets it go; every other call passes straight through to a real backend.
 */
async function backendWithSlowPageList() {
  const database: Database = await createTestDatabase('sqlite', { seed: true });
  const real = http.createServer(createTestApp(database));
  const realUrl = await listen(real);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let slowCalls = 0;
  const front = http.createServer(async (req, res) => {
    if (req.url?.startsWith('/back/api/v1/pages?') || req.url === '/back/api/v1/pages') {
      slowCalls++;
      await held;
    }
    try {
      const answer = await fetch(`${realUrl}${req.url}`, { headers: req.headers as Record<string, string> });
      res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
      res.end(Buffer.from(await answer.arrayBuffer()));
    } catch {
      res.destroy(); // the test is over and the real backend closed
    }
  });
  const url = await listen(front);
  return {
    url,
    release,
    slowCalls: () => slowCalls,
    async close() {
      release();
      for (const server of [front, real]) {
        server.closeAllConnections();
        await new Promise((r) => server.close(r));
      }
      await database.close();
    },
  };
}

/** The first chunk of a page and then the whole of it, each as soon as it comes. */
function fetchInParts(url: string) {
  let firstChunk!: (text: string) => void;
  const first = new Promise<string>((resolve) => (firstChunk = resolve));
  const whole = new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get(url, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => {
          if (!chunks.length) firstChunk(chunk.toString());
          chunks.push(chunk);
        });
        res.on('end', () => resolve({ status: res.statusCode!, body: Buffer.concat(chunks).toString() }));
      })
      .on('error', reject);
  });
  return { first, whole };
}

const before = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what}: nothing within ${ms} ms`)), ms))]);

describe('deferred data never holds a page: the document leaves before a slow deferred read resolves', () => {
  let backend: Awaited<ReturnType<typeof backendWithSlowPageList>>;
  let shop: Storefront;

  beforeAll(async () => {
    backend = await backendWithSlowPageList();
    shop = await startStorefront({ API_ORIGIN: backend.url, PAGE_CACHE_TTL_MS: '0' });
  });
  afterAll(async () => {
    await shop.close();
    await backend.close();
  });

  it('the home page streams its shell and its menu while the header page list still hangs', { timeout: 30_000 }, async () => {
    const page = fetchInParts(`${shop.url}/en`);
    page.whole.catch(() => undefined); // awaited below; a page cut off at the end of a failed run is no second error
    // the slow read is still held: nothing released it yet
    const first = await before(page.first, 10_000, 'first bytes');
    expect(first).toMatch(/^<!DOCTYPE html><html lang="en"/);
    expect(first).toContain('<link rel="stylesheet"');
    const { status, body } = await before(page.whole, 10_000, 'the whole page');
    expect(status).toBe(200);
    expect(body).toContain('>Plov</h3>');
    expect(body).toContain('</html>');
    expect(backend.slowCalls()).toBeGreaterThan(0);
  });

  it('and so does a gzipped page: whole, compressed, ended, while the read still hangs', { timeout: 30_000 }, async () => {
    const answer = await before(rawGet(`${shop.url}/en`, { 'Accept-Encoding': 'gzip' }), 10_000, 'the gzipped page');
    expect(answer.headers['content-encoding']).toBe('gzip');
    const html = zlib.gunzipSync(answer.body).toString();
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en"/);
    expect(html).toContain('>Plov</h3>');
    expect(html.endsWith('</html>')).toBe(true);
    backend.release();
  });
});
