import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmsSender, warnIfDevelopmentSms } from '../../server/api/auth/sms';
import { AppError } from '../../server/http/errors';
import { redactPaths } from '../../server/logger';

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

interface Received { body: unknown; authorization?: string }

// A local stand-in for the SMS gateway: answers with whatever status the test asks for.
let gateway: http.Server;
let gatewayUrl: string;
const received: Received[] = [];
let reply: { status: number; delayMs: number } = { status: 200, delayMs: 0 };

beforeAll(async () => {
  gateway = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      received.push({ body: JSON.parse(raw), authorization: req.headers.authorization });
      setTimeout(() => res.writeHead(reply.status, { 'content-type': 'application/json' }).end('{}'), reply.delayMs);
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;
});

afterAll(async () => {
  gateway.closeAllConnections();
  await new Promise((resolve) => gateway.close(resolve));
});

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
    received.length = 0;
    reply = { status: 200, delayMs: 0 };
    const { lines, logger } = capturingLogger();
    const sms = createSmsSender({ sms: { gatewayUrl, token: 'gw-secret', timeoutMs: 2000 } }, logger);
    await sms.send('61234567', 'code 12345');
    expect(received).toEqual([{ body: { phone: '+99361234567', text: 'code 12345' }, authorization: 'Bearer gw-secret' }]);
    await flush();
    expect(JSON.stringify(lines)).not.toContain('12345');
  });

  it('sends no authorization header without a token', async () => {
    received.length = 0;
    reply = { status: 200, delayMs: 0 };
    await createSmsSender({ sms: { gatewayUrl, timeoutMs: 2000 } }, capturingLogger().logger).send('65000000', 'hi');
    expect(received[0].authorization).toBeUndefined();
  });

  it('turns a gateway refusal into 502 sms_failed without logging the text', async () => {
    reply = { status: 500, delayMs: 0 };
    const { lines, logger } = capturingLogger();
    const error = await createSmsSender({ sms: { gatewayUrl, timeoutMs: 2000 } }, logger).send('61234567', 'code 55555').catch((e) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 502, code: 'sms_failed' });
    await flush();
    expect(lines[0]).toMatchObject({ status: 500 });
    expect(JSON.stringify(lines)).not.toContain('55555');
  });

  it('gives up after the timeout', async () => {
    reply = { status: 200, delayMs: 1500 };
    const started = Date.now();
    const error = await createSmsSender({ sms: { gatewayUrl, timeoutMs: 200 } }, capturingLogger().logger).send('61234567', 'x').catch((e) => e);
    expect(error).toMatchObject({ status: 502, code: 'sms_failed' });
    expect(Date.now() - started).toBeLessThan(1200);
  });

  it('fails cleanly when nothing listens at the gateway address', async () => {
    const error = await createSmsSender({ sms: { gatewayUrl: 'http://127.0.0.1:9/none', timeoutMs: 1000 } }, capturingLogger().logger)
      .send('61234567', 'x').catch((e) => e);
    expect(error).toMatchObject({ status: 502, code: 'sms_failed' });
  });
});
