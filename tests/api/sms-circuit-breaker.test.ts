import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BREAKER, createSmsSender, type SmsSender } from '../../server/api/auth/sms';
import { fakeGateway, type FakeGateway } from './support/fake-gateway';

// The breaker's 30 s runs on this clock; the gateway's answers and timeouts are real (and short).
let clock = 0;
let gateway: FakeGateway;
let sms: SmsSender;
beforeEach(async () => {
  clock = 0;
  gateway = await fakeGateway({ status: 500 });
  sms = createSmsSender({ sms: { gatewayUrl: gateway.url, timeoutMs: 150 } }, pino({ level: 'silent' }), () => clock);
});
afterEach(() => gateway.close());

const send = () =>
  sms.send('61234567', 'code 13579').then(
    () => 'sent',
    (e) => e,
  );

async function timed<T>(task: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await task();
  return { result, ms: performance.now() - started };
}

async function failFiveTimes() {
  for (let i = 0; i < 5; i++) expect(await send()).toMatchObject({ status: 502, code: 'sms_failed' });
}

describe('SMS gateway circuit breaker', () => {
  it('opens after 5 failures in a row: fails in under 50 ms with 503 for 30 s, then lets a try through', async () => {
    expect(BREAKER).toEqual({ failuresToOpen: 5, openMs: 30_000 });
    await failFiveTimes();
    expect(gateway.received).toHaveLength(5);

    const fast = await timed(send);
    expect(fast.result).toMatchObject({ status: 503, code: 'sms_unavailable', params: { seconds: 30 } });
    expect(fast.ms).toBeLessThan(50);
    clock += 29_999;
    expect(await send()).toMatchObject({ status: 503, code: 'sms_unavailable', params: { seconds: 1 } });
    expect(gateway.received).toHaveLength(5);

    clock += 1;
    gateway.reply = { status: 200 };
    expect(await send()).toBe('sent');
    expect(await send()).toBe('sent');
    expect(gateway.received).toHaveLength(7);
  });

  it('lets exactly one try through after 30 s; a failed try opens it for another 30 s', async () => {
    await failFiveTimes();
    clock += 30_000;
    gateway.reply = 'hold';
    const trial = send();
    await vi.waitFor(() => expect(gateway.received).toHaveLength(6));
    // while the one try is out, everyone else still fails fast
    const other = await timed(send);
    expect(other.result).toMatchObject({ status: 503, code: 'sms_unavailable' });
    expect(other.ms).toBeLessThan(50);
    gateway.release(500);
    expect(await trial).toMatchObject({ status: 502, code: 'sms_failed' });

    clock += 29_999;
    expect(await send()).toMatchObject({ status: 503 });
    clock += 1;
    gateway.reply = { status: 200 };
    expect(await send()).toBe('sent');
    expect(gateway.received).toHaveLength(7);
  });

  it('counts only failures in a row: a success in between starts the count again', async () => {
    for (let i = 0; i < 4; i++) await send();
    gateway.reply = { status: 200 };
    expect(await send()).toBe('sent');
    gateway.reply = { status: 500 };
    for (let i = 0; i < 4; i++) expect(await send()).toMatchObject({ status: 502 });
    expect(gateway.received).toHaveLength(9);
    expect(await send()).toMatchObject({ status: 502 });
    expect(await send()).toMatchObject({ status: 503 });
    expect(gateway.received).toHaveLength(10);
  });

  it('a gateway that hangs costs five timeouts, then sign-ins answer at once and no socket stays open', async () => {
    gateway.reply = 'hang';
    for (let i = 0; i < 5; i++) {
      const slow = await timed(send);
      expect(slow.result).toMatchObject({ status: 502, code: 'sms_failed' });
      expect(slow.ms).toBeGreaterThanOrEqual(140);
    }
    const fast = await timed(send);
    expect(fast.result).toMatchObject({ status: 503, code: 'sms_unavailable' });
    expect(fast.ms).toBeLessThan(50);
    expect(gateway.received).toHaveLength(5);
    await vi.waitFor(async () => expect(await gateway.openConnections()).toBe(0), { timeout: 2000, interval: 20 });
  });
});
