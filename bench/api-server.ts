// The server `npx tsx bench/api.ts` measures when run alone: the app over a freshly seeded SQLite
// file, in production mode, logging at info (one line per request, as in production) to stdout.
// It runs in a process of its own, so the load generator does not share its event loop.
// Reports its URL to the parent over IPC; SIGTERM stops it and removes the file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../server/config';
import { createApp } from '../server/app';
import { createLogger } from '../server/logger';
import { openDatabase } from '../server/db/connection';
import { migrateToLatest } from '../server/db/migrate';
import { seed } from '../server/db/seed';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'info', DATABASE_URL: `file:${path.join(dir, 'bench.db')}` });
const database = openDatabase(config.database);
await migrateToLatest(database);
await seed(database);
const app = createApp({ config, database, logger: createLogger(config) });
const server = app.listen(0, '127.0.0.1', () => {
  process.send?.({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});

process.once('SIGTERM', () => {
  server.closeAllConnections();
  server.close(async () => {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  });
});
