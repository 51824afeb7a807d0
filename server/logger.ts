import pino, { type Logger } from 'pino';
import type { Config } from './config';

export type { Logger };

// Never let a secret reach the log: session tokens, sign-in codes, cookies, admin tokens.
export const redactPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["idempotency-key"]',
  'res.headers["set-cookie"]',
  '*.otp',
  '*.code',
  '*.token',
  '*.api_token',
  '*.password',
];

export function createLogger(config: Pick<Config, 'logLevel' | 'isProduction'>, destination?: pino.DestinationStream): Logger {
  const pretty = !config.isProduction && process.stdout.isTTY && !destination;
  return pino(
    {
      level: config.logLevel,
      redact: { paths: redactPaths, censor: '[redacted]' },
      ...(pretty ? { transport: { target: 'pino-pretty', options: { colorize: true } } } : {}),
    },
    destination,
  );
}
