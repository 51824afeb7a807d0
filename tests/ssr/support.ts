import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import http, { type Server } from 'node:http';
import { loadConfig } from '../../server/config';
import { createApp, type Lifecycle } from '../../server/app';
import { createLogger } from '../../server/logger';
import { seedIfEmpty } from '../../server/db/seed';
import { productionRenderer } from '../../server/ssr/renderer';
import { createTestDatabase } from '../helpers/database';
import type { Dialect } from '../../server/db/connection';
import { capturingSms } from '../api/support/accounts';

/**
 * The production storefront (built dist/, so `npm run build` first) over a fresh seeded SQLite
 * database (or PostgreSQL's, `dialect`; `eventLoopDelay` for the overload gate), listening on a free loopback port: pages fetch the API over real HTTP.
 */
export async function startStorefront(
  env: Record<string, string> = {},
  now?: () => Date,
  { dialect = 'sqlite', eventLoopDelay }: { dialect?: Dialect; eventLoopDelay?: () => number } = {},
) {
  const database = await createTestDatabase(dialect);
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', ...env });
  const logger = createLogger(config);
  await seedIfEmpty(database);
  const lifecycle: Lifecycle = { draining: false };
  const sms = capturingSms();
  const app = createApp({ config, database, logger, renderer: productionRenderer(), lifecycle, sms, now, eventLoopDelay });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    server,
    database,
    db: database.db,
    lifecycle,
    sms,
    url: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      await database.close().catch(() => undefined);
    },
  };
}

export type Storefront = Awaited<ReturnType<typeof startStorefront>>;

/** A GET whose answer is read as it came over the wire: no client decodes its Content-Encoding. */
export function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** Every <script ...> opening tag in a page. */
export const scriptTags = (html: string) => html.match(/<script\b[^>]*>/g) ?? [];

/** Registers a customer through the API and the storefront's verify route; returns the session cookie. */
export async function signUp(shop: Storefront, phone: string): Promise<string> {
  const register = await fetch(`${shop.url}/back/api/v1/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Aýna', surname: 'Orazowa', phone, email: 'ayna@example.tm' }),
  });
  if (!register.ok) throw new Error(`register: ${register.status} ${await register.text()}`);
  const verify = await fetch(`${shop.url}/api/auth/verify`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: shop.url },
    body: JSON.stringify({ phone, otp: shop.sms.lastCode(phone) }),
  });
  if (!verify.ok) throw new Error(`verify: ${verify.status} ${await verify.text()}`);
  const cookie = verify.headers.getSetCookie().find((c) => c.startsWith('session='));
  if (!cookie) throw new Error('verify set no session cookie');
  return cookie.split(';')[0];
}

/** The HTML checkout's form as a guest fills it in (a fresh attempt's token), with `patch` over it. */
export const guestCheckoutForm = (patch: Record<string, string> = {}) =>
  new URLSearchParams({
    token: randomUUID(),
    name: 'Aýgül',
    phone: '+99365123456',
    address: 'Magtymguly şaýoly 12',
    delivery_time: 'asap',
    payment_method: 'cash',
    ...patch,
  });
