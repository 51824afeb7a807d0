// The real server in a process of its own, so a test can see whether a database fault kills it.
// Run with `node --import tsx`; DATABASE_URL and DB_SCHEMA come from the test that spawns it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../../server/config';
import { createLogger } from '../../../server/logger';
import { openDatabase } from '../../../server/db/connection';
import { createApp } from '../../../server/app';

const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', DATABASE_URL: process.env.DATABASE_URL ?? '' });
const logger = createLogger(config);
const database = openDatabase(config.database, { schema: process.env.DB_SCHEMA, logger });
const server = http.createServer(createApp({ config, database, logger }));
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ listening: (server.address() as AddressInfo).port })}\n`);
});
