import type { Logger } from './logger';

/**
 * The server's clock. `CLOCK_START` (an ISO instant with its zone), outside production only: the
 * clock starts at that instant when the server does and runs on from there, so a browser test can
 * see the shop at a chosen hour (breakfast after 11:00, tests/e2e/menu-hours.spec.ts). Unset: the
 * machine's clock. Refused (the server does not start) in production or when it is not a time.
 */
export function serverClock(value: string | undefined, env: string, logger: Logger): () => Date {
  if (value === undefined || value === '') return () => new Date();
  const start = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) ? Date.parse(value) : NaN;
  if (Number.isNaN(start))
    throw new Error(`Invalid environment variable CLOCK_START=${JSON.stringify(value)}: must be an ISO time with its zone`);
  if (env === 'production') throw new Error('CLOCK_START moves the shop’s clock for tests: it is refused when NODE_ENV=production');
  const bootedAt = Date.now();
  logger.warn({ clockStart: new Date(start).toISOString() }, 'CLOCK_START: the server’s clock is moved (tests only)');
  return () => new Date(start + (Date.now() - bootedAt));
}
