import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { loadConfig } from '../../server/config';
import { createApp, type Lifecycle } from '../../server/app';
import { createLogger } from '../../server/logger';
import { seedIfEmpty } from '../../server/db/seed';
import { productionRenderer } from '../../server/ssr/renderer';
import { createTestDatabase } from '../helpers/database';

/**
 * The production storefront (built dist/, so `npm run build` first) over a fresh seeded SQLite
 * database, listening on a free loopback port: pages fetch the API over real HTTP.
 */
export async function startStorefront(env: Record<string, string> = {}) {
  const database = await createTestDatabase('sqlite');
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', ...env });
  const logger = createLogger(config);
  await seedIfEmpty(database);
  const lifecycle: Lifecycle = { draining: false };
  const app = createApp({ config, database, logger, renderer: productionRenderer(), lifecycle });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    server,
    database,
    db: database.db,
    lifecycle,
    url: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      await database.close().catch(() => undefined);
    },
  };
}

export type Storefront = Awaited<ReturnType<typeof startStorefront>>;

/** Every <script ...> opening tag in a page. */
export const scriptTags = (html: string) => html.match(/<script\b[^>]*>/g) ?? [];
