import http from 'node:http';
import https from 'node:https';
import type { Config } from '../../config';
import type { Logger } from '../../logger';
import { AppError } from '../../http/errors';
import type { SmsSender } from '../deps';
import { CircuitOpenError, createCircuitBreaker } from './circuit-breaker';

export type { SmsSender };

// Five failures in a row and the gateway is left alone for 30 s, so a dead gateway costs the shopper
// a quick 503 instead of the full timeout on every sign-in (docs/decisions.md, "SMS gateway").
export const BREAKER = { failuresToOpen: 5, openMs: 30_000 };

/** `now` drives the circuit breaker's 30 s (tests pass their own clock). */
export function createSmsSender(config: Pick<Config, 'sms'>, logger: Logger, now: () => number = Date.now): SmsSender {
  const { gatewayUrl, token, timeoutMs } = config.sms;
  if (!gatewayUrl) return developmentSender(logger);
  const breaker = createCircuitBreaker({
    ...BREAKER,
    now,
    onOpen: () =>
      logger.error(
        { failures: BREAKER.failuresToOpen, openMs: BREAKER.openMs },
        'SMS gateway keeps failing: sign-in codes fail fast for a while',
      ),
  });
  const gateway = httpSender(new URL(gatewayUrl), token, timeoutMs, logger);
  return {
    async send(phone, text) {
      try {
        await breaker.run(() => gateway.send(phone, text));
      } catch (err) {
        if (err instanceof CircuitOpenError)
          throw new AppError(503, 'sms_unavailable', undefined, { seconds: Math.ceil(err.retryAfterMs / 1000) });
        throw err;
      }
    },
  };
}

/** Called once at start-up so nobody mistakes a laptop set-up for a shop that sends codes. */
export function warnIfDevelopmentSms(config: Pick<Config, 'sms' | 'isProduction'>, logger: Logger): boolean {
  if (config.sms.gatewayUrl) return false;
  logger.warn(
    { devSms: true, production: config.isProduction },
    'SMS_GATEWAY_URL is not set: sign-in codes are NOT sent by SMS, they are written to this log (development SMS sender)',
  );
  return true;
}

// The designed exception to "no codes in logs": the code travels in `text`, which is not a redacted key.
function developmentSender(logger: Logger): SmsSender {
  return {
    async send(phone, text) {
      logger.warn({ devSms: true, phone, text }, 'DEVELOPMENT SMS SENDER — not sent');
    },
  };
}

function httpSender(url: URL, token: string | undefined, timeoutMs: number, logger: Logger): SmsSender {
  return {
    async send(phone, text) {
      let status: number;
      try {
        status = await postJson(url, token, JSON.stringify({ phone: `+993${phone}`, text }), timeoutMs);
      } catch (err) {
        // Never log the text: it carries the code.
        logger.error({ phone, err: (err as Error).name, timeoutMs }, 'SMS gateway unreachable');
        throw new AppError(502, 'sms_failed');
      }
      if (status >= 200 && status < 300) return;
      // a redirect counts as a refusal: following it would hand the code to another host
      logger.error({ phone, status }, 'SMS gateway refused the message');
      throw new AppError(502, 'sms_failed');
    },
  };
}

/**
 * One POST with node:http rather than fetch: it never follows a redirect, and the timeout's abort
 * destroys the socket (an aborted fetch left the connection to a hung gateway open).
 * Resolves with the status once the whole answer has arrived; the timeout covers the answer too.
 */
function postJson(url: URL, token: string | undefined, body: string, timeoutMs: number): Promise<number> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        signal: AbortSignal.timeout(timeoutMs),
      },
      (res) => {
        res.resume(); // the answer's body is not needed
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('close', () => {
          if (!res.complete) reject(new Error('answer cut short'));
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
