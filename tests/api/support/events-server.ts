// A whole server in a process of its own for the multi-process event tests: run with
// `node --import tsx`; DATABASE_URL and DB_SCHEMA come from the test that spawns it. Next to the app
// it serves the desk's stream handler on /desk-events without the staff guard (the guard has tests of its own).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { loadConfig } from '../../../server/config';
import { createLogger } from '../../../server/logger';
import { openDatabase } from '../../../server/db/connection';
import { createApp } from '../../../server/app';
import { createEventBus } from '../../../server/events/create-bus';
import { eventStream, everyOrder } from '../../../server/events/sse';

const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  DATABASE_URL: process.env.DATABASE_URL ?? '',
  SHOP_OPENS: '00:00',
  SHOP_CLOSES: '23:59',
});
const logger = createLogger(config);
const database = openDatabase(config.database, { schema: process.env.DB_SCHEMA, logger });
const events = createEventBus(database, logger);
const app = express();
app.get('/desk-events', eventStream(events, everyOrder));
app.use(createApp({ config, database, logger, events }));
const server = http.createServer(app);
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ listening: (server.address() as AddressInfo).port })}\n`);
});
