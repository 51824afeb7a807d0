import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createLogger } from '../../server/logger';
import type { Database } from '../../server/db/connection';
import { productionRenderer, type EntryServer, type Renderer } from '../../server/ssr/renderer';
import type { RenderResult } from '../../client/entry-server';
import { createTestDatabase } from '../helpers/database';

// Issue 12, item 7: a shared link opens in the language the shopper chose (the cookie), bots stay
// put. The page renderer is a stand-in that names the path it rendered; the guest page cache is on.

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

function namingEntry(): EntryServer {
  const page = (request: Request): RenderResult => {
    const { pathname } = new URL(request.url);
    return {
      type: 'document',
      status: 200,
      pipe: (d) => {
        d.end(`<p>rendered ${pathname}</p>`);
        return d;
      },
      abort: () => undefined,
      failed: () => false,
    };
  };
  return {
    render: async (request: Request) => page(request),
    renderPayload: async () => ({ type: 'payload', status: 200, state: { queries: [], mutations: [] } }),
  } as unknown as EntryServer;
}

let database: Database;
let server: Server;
let base: string;
beforeAll(async () => {
  database = await createTestDatabase('sqlite');
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', PAGE_CACHE_TTL_MS: '60000' });
  const renderer: Renderer = { ...productionRenderer(), load: async () => namingEntry() };
  const app = createApp({ config, database, logger: createLogger(config), renderer });
  server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((r) => server?.close(r));
  await database?.close();
});

const get = (path: string, cookie?: string) => {
  const req = request(base).get(path);
  return cookie ? req.set('Cookie', cookie) : req;
};

describe('an unprefixed link follows the language cookie', () => {
  it.each([
    ['/products/1', 'locale=tm', '/tm/products/1'],
    ['/products?category=2&search=plov', 'locale=en', '/en/products?category=2&search=plov'],
    ['/catalogue', 'session=abc; locale=tm', '/tm/catalogue'],
    ['/pages/dish-history', 'locale=en', '/en/pages/dish-history'],
  ])('%s with %s is a 302 to %s that varies on the cookie', async (path, cookie, location) => {
    const res = await get(path, cookie).expect(302).expect('Location', location);
    expect(res.headers.vary).toMatch(/\bCookie\b/i);
  });

  it('stays Russian with the cookie at ru, or without a cookie whatever the browser asks for', async () => {
    expect((await get('/products/1', 'locale=ru').expect(200)).text).toBe('<p>rendered /products/1</p>');
    const res = await get('/products/1').set('Accept-Language', 'tk,en;q=0.8').expect(200);
    expect(res.headers.vary).toMatch(/\bCookie\b/i);
    // only the home page asks the browser's languages, and answers in the chosen one without a redirect (issue 13)
    await get('/').set('Accept-Language', 'tk').expect(200, '<p>rendered /tm</p>').expect('Content-Location', '/tm');
    await get('/', 'locale=en').expect(200, '<p>rendered /en</p>');
    await get('/').expect(200, '<p>rendered /</p>'); // the cached Turkmen and English pages are not the Russian one
  });

  it('never redirects a bot, whatever its cookie', async () => {
    await get('/products/1', 'locale=tm').set('User-Agent', GOOGLEBOT).expect(200);
    await get('/', 'locale=en').set('User-Agent', GOOGLEBOT).expect(200);
  });

  it('leaves a prefixed URL, the language switch, payloads and files alone', async () => {
    await get('/en/products/1', 'locale=tm').expect(200, '<p>rendered /en/products/1</p>');
    await get('/locale/ru?next=%2Fcatalogue', 'locale=tm').expect(302).expect('Location', '/catalogue');
    await get('/products/1/_payload.json', 'locale=tm').expect(200);
    await get('/favicon.svg', 'locale=tm').expect(200);
    await get('/no-such-file.png', 'locale=tm').expect(200, '<p>rendered /no-such-file.png</p>');
  });

  it('does not serve a guest the Russian page another guest had cached', async () => {
    await get('/contacts').expect(200, '<p>rendered /contacts</p>');
    await get('/contacts', 'locale=tm').expect(302).expect('Location', '/tm/contacts');
    await get('/contacts').expect(200, '<p>rendered /contacts</p>');
  });
});
