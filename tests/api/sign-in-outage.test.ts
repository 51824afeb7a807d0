import type { Express } from 'express';
import type { Kysely } from 'kysely';
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmsSender } from '../../server/api/auth/sms';
import type { Database } from '../../server/db/connection';
import type { Schema } from '../../server/db/schema';
import { API, createTestApp } from '../helpers/app';
import { createTestDatabase, testDatabases } from '../helpers/database';
import { fakeGateway, type FakeGateway } from './support/fake-gateway';
import { nextIp, nextPhone, testClock } from './support/accounts';

const TIMEOUT_MS = 500;

// The whole sign-in path against a real HTTP sender and a fake gateway on loopback that hangs.
describe.each(testDatabases())('sign-in while the SMS gateway is down (%s)', (dialect) => {
  let database: Database;
  let app: Express;
  let gateway: FakeGateway;
  const clock = testClock();
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    gateway = await fakeGateway('hang');
    const sms = createSmsSender({ sms: { gatewayUrl: gateway.url, timeoutMs: TIMEOUT_MS } }, pino({ level: 'silent' }), () =>
      clock.now().getTime(),
    );
    app = createTestApp(database, { env: { TRUST_PROXY: '1' }, now: clock.now, sms });
  });
  afterAll(async () => {
    await gateway.close();
    await database.close();
  });

  const register = (phone: string, ip: string, language = 'en') =>
    request(app)
      .post(`${API}/register`)
      .set('X-Forwarded-For', ip)
      .set('Accept-Language', language)
      .send({ name: 'Merdan', surname: '', phone, email: 'merdan@example.tm' });

  it('after 5 timeouts answers a localized 503 at once for 30 s, spends no allowance, then sends again', async () => {
    const phone = nextPhone();
    const ip = nextIp();
    for (let i = 0; i < 5; i++) expect((await register(phone, ip)).status).toBe(502);
    expect(gateway.received).toHaveLength(5);

    // more requests from this address than its 10 an hour: none is refused for the limit
    for (const language of ['ru', 'tm', 'en', 'ru', 'ru', 'ru', 'ru']) {
      const started = performance.now();
      const res = await register(phone, ip, language);
      // it does not wait for the gateway: under its timeout, with the HTTP round trip and the database
      // (the sender's own answer is under 50 ms, sms-circuit-breaker.test.ts)
      expect(performance.now() - started).toBeLessThan(TIMEOUT_MS);
      expect(res.status).toBe(503);
      expect(res.body.error).toBe('sms_unavailable');
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(29); // the breaker's 30 s, on a clock that stands still
    }
    expect((await register(phone, ip, 'ru')).body.message).toBe('Сейчас не получается отправить код входа. Повторите через 30 секунд.');
    expect((await register(phone, ip, 'tm')).body.message).toBe(
      'Häzir içeri girmek üçin kod ugradyp bolanok. 30 sekuntdan soň gaýtadan synanyşyň.',
    );
    expect(gateway.received).toHaveLength(5);
    const db = database.db as Kysely<Schema>;
    const counts = await db.selectFrom('rate_limits').select(['key', 'count']).where('key', 'like', 'sms:%').execute();
    expect(counts.every((row) => row.count === 0)).toBe(true);
    expect(counts.length).toBeGreaterThan(0);

    clock.advance(30_000);
    gateway.reply = { status: 200 };
    expect((await register(phone, ip)).status).toBe(200);
    expect(gateway.received).toHaveLength(6);
  });
});
