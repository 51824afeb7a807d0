import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSmsSender, warnIfDevelopmentSms } from '../../server/api/auth/sms';
import { AppError } from '../../server/http/errors';
import { redactPaths } from '../../server/logger';
import { fakeGateway, type FakeGateway } from './support/fake-gateway';

function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { lines, logger: pino({ level: 'info', redact: { paths: redactPaths, censor: '[redacted]' } }, stream) };
}

let gateway: FakeGateway;
beforeAll(async () => {
  gateway = await fakeGateway();
});
afterAll(() => gateway.close());

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('development SMS sender', () => {
  it('writes the code to the log, loudly marked, and does not redact it', async () => {
    const { lines, logger } = capturingLogger();
    const sms = createSmsSender({ sms: { timeoutMs: 1000 } }, logger);
    await sms.send('61234567', 'Aşhana: code 01234');
    await flush();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ devSms: true, phone: '61234567', text: 'Aşhana: code 01234', level: 40 });
    expect(String(lines[0].msg)).toContain('DEVELOPMENT SMS SENDER');
  });

  it('warns at start-up that codes are not being sent, and only without a gateway', async () => {
    const { lines, logger } = capturingLogger();
    expect(warnIfDevelopmentSms({ sms: { timeoutMs: 1000 }, isProduction: false }, logger)).toBe(true);
    expect(warnIfDevelopmentSms({ sms: { gatewayUrl: 'http://x', timeoutMs: 1000 }, isProduction: false }, logger)).toBe(false);
    await flush();
    expect(lines).toHaveLength(1);
    expect(String(lines[0].msg)).toMatch(/NOT sent/);
  });
});

describe('HTTP gateway SMS sender', () => {
  it('posts JSON {phone, text} with the bearer token', async () => {
    gateway.received.length = 0;
    gateway.reply = { status: 200 };
    const { lines, logger } = capturingLogger();
    const sms = createSmsSender({ sms: { gatewayUrl: gateway.url, token: 'gw-secret', timeoutMs: 2000 } }, logger);
    await sms.send('61234567', 'code 12345');
    expect(gateway.received).toEqual([{ body: { phone: '+99361234567', text: 'code 12345' }, authorization: 'Bearer gw-secret' }]);
    await flush();
    expect(JSON.stringify(lines)).not.toContain('12345');
  });

  it('sends no authorization header without a token', async () => {
    gateway.received.length = 0;
    gateway.reply = { status: 200 };
    await createSmsSender({ sms: { gatewayUrl: gateway.url, timeoutMs: 2000 } }, capturingLogger().logger).send('65000000', 'hi');
    expect(gateway.received[0].authorization).toBeUndefined();
  });

  it('turns a gateway refusal into 502 sms_failed without logging the text', async () => {
    gateway.reply = { status: 500 };
    const { lines, logger } = capturingLogger();
    const error = await createSmsSender({ sms: { gatewayUrl: gateway.url, timeoutMs: 2000 } }, logger)
      .send('61234567', 'code 55555')
      .catch((e) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 502, code: 'sms_failed' });
    await flush();
    expect(lines[0]).toMatchObject({ status: 500 });
    expect(JSON.stringify(lines)).not.toContain('55555');
  });

  it('gives up after the timeout', async () => {
    gateway.reply = { status: 200, delayMs: 1500 };
    const started = Date.now();
    const error = await createSmsSender({ sms: { gatewayUrl: gateway.url, timeoutMs: 200 } }, capturingLogger().logger)
      .send('61234567', 'x')
      .catch((e) => e);
    expect(error).toMatchObject({ status: 502, code: 'sms_failed' });
    expect(Date.now() - started).toBeLessThan(1200);
  });

  it('fails cleanly when nothing listens at the gateway address', async () => {
    const error = await createSmsSender({ sms: { gatewayUrl: 'http://127.0.0.1:9/none', timeoutMs: 1000 } }, capturingLogger().logger)
      .send('61234567', 'x')
      .catch((e) => e);
    expect(error).toMatchObject({ status: 502, code: 'sms_failed' });
  });

  it('closes the connection to a gateway that hangs once the timeout gives up', async () => {
    const hung = await fakeGateway('hang');
    try {
      const error = await createSmsSender({ sms: { gatewayUrl: hung.url, timeoutMs: 100 } }, capturingLogger().logger)
        .send('61234567', 'x')
        .catch((e) => e);
      expect(error).toMatchObject({ status: 502, code: 'sms_failed' });
      expect(hung.received).toHaveLength(1);
      await vi.waitFor(async () => expect(await hung.openConnections()).toBe(0), { timeout: 2000, interval: 20 });
    } finally {
      await hung.close();
    }
  });

  it('never follows a redirect: a 307 to another host does not re-post the code there', async () => {
    const elsewhere = await fakeGateway({ status: 200 });
    const moving = await fakeGateway({ status: 307, location: `${elsewhere.origin}/collect` });
    try {
      const { lines, logger } = capturingLogger();
      const error = await createSmsSender({ sms: { gatewayUrl: moving.url, timeoutMs: 2000 } }, logger)
        .send('61234567', 'code 24680')
        .catch((e) => e);
      expect(error).toMatchObject({ status: 502, code: 'sms_failed' });
      expect(moving.received).toHaveLength(1);
      expect(elsewhere.received).toEqual([]);
      await flush();
      expect(lines[0]).toMatchObject({ status: 307 });
    } finally {
      await Promise.all([moving.close(), elsewhere.close()]);
    }
  });
});
