import http from 'node:http';
import { loadConfig, ConfigError, type Config } from './config';
import { createLogger } from './logger';
import { openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { seedIfEmpty } from './db/seed';
import { warnIfDevelopmentSms } from './api/auth/sms';
import { warnIfNoPublicUrl } from './seo/public-url';
import { createApp, type Lifecycle } from './app';
import { developmentRenderer, productionRenderer } from './ssr/renderer';
import { eventLoopPressure } from './http/overload';
import { createEventBus } from './events/create-bus';
import { serverClock } from './clock';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const logger = createLogger(config);
let now: () => Date;
try {
  now = serverClock(process.env.CLOCK_START, config.env, logger);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const dev = process.argv.includes('--dev');
const database = openDatabase(config.database, { logger });
await migrateToLatest(database);
const seeded = await seedIfEmpty(database);
if (seeded) logger.info({ seeded }, 'empty database: demo menu loaded');
if (!config.apiOrigin) warnIfDevelopmentSms(config, logger);
warnIfNoPublicUrl(config, logger);

const renderer = dev ? await developmentRenderer(config) : productionRenderer();
const lifecycle: Lifecycle = { draining: false };
const loop = eventLoopPressure({ maxUtilization: config.overload.maxEventLoopUtilization });
const events = createEventBus(database, logger);
// in development the loop is full of Vite's module transforms: shedding would refuse the page's own first calls
const shedShare = dev ? undefined : loop.shedShare;
const app = createApp({ config, database, logger, renderer, lifecycle, now, eventLoopDelay: loop.delay, shedShare, events });
const server = http.createServer(app);
server.keepAliveTimeout = 65_000; // longer than common proxies' idle timeout

server.listen(config.port, config.host, () => {
  logger.info(
    {
      url: `http://${config.host}:${server.address() && typeof server.address() === 'object' ? (server.address() as { port: number }).port : config.port}`,
      build: renderer.buildInfo.id,
      database: config.database.kind,
    },
    'storefront listening',
  );
});

// Drain: first say not-ready while still listening and serving (every answer with Connection: close),
// so a balancer polling /readyz stops sending; then stop listening, let in-flight requests finish, exit.
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  lifecycle.draining = true;
  logger.info({ signal, drainDelayMs: config.drainDelayMs }, 'draining');
  const force = setTimeout(() => {
    logger.warn('drain timed out; exiting');
    process.exit(1);
  }, config.shutdownTimeoutMs);
  force.unref();
  await new Promise((r) => setTimeout(r, config.drainDelayMs));
  logger.info('closing the listener');
  // open event streams would hold close() until the timeout: end them, browsers reconnect elsewhere
  await events.close();
  server.close(async () => {
    loop.stop();
    await database.close().catch(() => undefined);
    if (dev && 'vite' in renderer) await (renderer as Awaited<ReturnType<typeof developmentRenderer>>).vite.close();
    logger.info('stopped');
    process.exit(0);
  });
  // keep-alive connections (browsers, proxies, our own loopback API calls) go idle after their
  // last response; close them as they do, or close() would wait for their timeout
  server.closeIdleConnections();
  setInterval(() => server.closeIdleConnections(), 100).unref();
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
