import type { Config } from '../../config';
import type { Logger } from '../../logger';
import { AppError } from '../../http/errors';

/** Delivers a sign-in code text to a phone (8 digits after +993). */
export interface SmsSender {
  send(phone: string, text: string): Promise<void>;
}

export function createSmsSender(config: Pick<Config, 'sms'>, logger: Logger): SmsSender {
  const { gatewayUrl, token, timeoutMs } = config.sms;
  if (!gatewayUrl) return developmentSender(logger);
  return httpSender(gatewayUrl, token, timeoutMs, logger);
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

function httpSender(url: string, token: string | undefined, timeoutMs: number, logger: Logger): SmsSender {
  return {
    async send(phone, text) {
      let status: number | undefined;
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify({ phone: `+993${phone}`, text }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = res.status;
        await res.arrayBuffer(); // drain so the connection can be reused
        if (res.ok) return;
      } catch (err) {
        // Never log the text: it carries the code.
        logger.error({ phone, err: (err as Error).name, timeoutMs }, 'SMS gateway unreachable');
        throw new AppError(502, 'sms_failed');
      }
      logger.error({ phone, status }, 'SMS gateway refused the message');
      throw new AppError(502, 'sms_failed');
    },
  };
}
