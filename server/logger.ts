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

// A Turkmen mobile number in any spelling a line may carry it in: "64112233", "99364112233",
// "+99364112233", "%2B99364112233", "+993 64 11-22-33" (or %20 for the spaces). Digits on either
// side mean another number.
const PHONE = /(?<!\d)(?:(?:\+|%2b)?993(?:[ -]|%20)?)?[67][1-9](?:(?:[ -]|%20)?\d){6}(?!\d)/gi;

/** "+99364112233" -> "+993******33": enough for support to tell two customers apart, not to call one. */
export function maskPhones(text: string): string {
  return text.replace(PHONE, (phone) => `+993******${phone.slice(-2)}`);
}

// not global: test() keeps no lastIndex between calls, so one instance serves every request (it was made per call)
const ANY_PHONE = new RegExp(PHONE.source, 'i');
export const containsPhone = (text: string) => ANY_PHONE.test(text);

export function createLogger(config: Pick<Config, 'logLevel' | 'isProduction'>, destination?: pino.DestinationStream): Logger {
  const pretty = !config.isProduction && process.stdout.isTTY && !destination;
  return pino(
    {
      level: config.logLevel,
      redact: { paths: redactPaths, censor: '[redacted]' },
      // on the finished line, so a phone is masked wherever it hides: a field, a path, a message, a stack
      hooks: { streamWrite: maskPhones },
      ...(pretty ? { transport: { target: 'pino-pretty', options: { colorize: true } } } : {}),
    },
    destination,
  );
}
