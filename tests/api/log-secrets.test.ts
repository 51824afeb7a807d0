import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createLogger } from '../../server/logger';
import type { Database } from '../../server/db/connection';
import { SESSION_COOKIE } from '../../shared/session';
import { API, ADMIN_TOKEN, testClock } from './support/accounts';
import { createTestDatabase, testDatabases } from '../helpers/database';
import { content, FULL_PHONE, HOST, lineSink, PHONE, type Line } from '../helpers/log-lines';

// The whole server as it runs (request logger, development SMS sender, BFF), logging at `trace`
// into memory: the only line allowed to carry a sign-in code is the development sender's own.
// A failure's log line and what the shopper sees: log-failures.test.ts.

const PHONE_SPELLINGS = [PHONE, `993${PHONE}`, `+993${PHONE}`, '+993 64 11-22-33', '64-11-22-33'];

const carries = (line: Line, code: string) => new RegExp(`(?<!\\d)${code}(?!\\d)`).test(content(line));
const codeIn = (line: Line) => /\b(\d{5})\b/.exec(String(line.text))![1];
const otherCode = (code: string) => String((Number(code) + 1) % 100_000).padStart(5, '0');

describe.each(testDatabases())('no sign-in code, token or credential header in the log (%s)', (dialect) => {
  let database: Database;
  const lines: Line[] = [];
  const codes: string[] = [];
  const secrets: Record<string, string> = {};
  let requestNumber = 0;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'trace', TRUST_PROXY: '1', ADMIN_TOKEN });
    const destination = lineSink(lines);
    const clock = testClock();
    // no `sms`: createApp picks the development sender, as a server without SMS_GATEWAY_URL does
    const app = createApp({ config, database, logger: createLogger(config, destination), now: clock.now });
    // fixed request ids, so a generated one can never happen to contain a code's digits
    const api = (method: 'get' | 'post', path: string) =>
      request(app)[method](path).set('X-Request-Id', `req-${++requestNumber}`).set('X-Forwarded-For', '10.9.8.7').set('Host', HOST);
    const devCodes = () => lines.filter((l) => l.devSms === true && l.text).map(codeIn);

    expect(
      (await api('post', `${API}/register`).send({ name: 'Merjen', surname: 'Ataýewa', phone: PHONE, email: 'm@example.tm' })).status,
    ).toBe(200);
    const registerCode = devCodes().at(-1)!;
    // a wrong code, as a string and as a number, then the right one
    expect((await api('post', `${API}/login/verify`).send({ phone: PHONE, otp: otherCode(registerCode) })).status).toBe(401);
    expect((await api('post', `${API}/login/verify`).send({ phone: PHONE, otp: Number(otherCode(otherCode(registerCode))) })).status).toBe(
      401,
    );
    const verified = await api('post', `${API}/login/verify`).send({ phone: PHONE, otp: registerCode });
    expect(verified.status).toBe(200);
    secrets.bearerToken = verified.body.data.api_token;
    // a used code once more, and a body that is not JSON around a code
    expect((await api('post', `${API}/login/verify`).send({ phone: PHONE, otp: registerCode })).status).toBe(401);
    expect(
      (await api('post', `${API}/login/verify`).set('Content-Type', 'application/json').send(`{"phone":"${PHONE}","otp":"${registerCode}"`))
        .status,
    ).toBe(400);

    clock.advance(61_000);
    expect((await api('post', `${API}/login`).send({ phone: PHONE })).status).toBe(200);
    const loginCode = devCodes().at(-1)!;
    expect(loginCode).not.toBeUndefined();
    // the storefront's way: the BFF verifies and sets the HttpOnly cookie
    const bff = await api('post', '/api/auth/verify')
      .set('Origin', `https://${HOST}`)
      .set('Content-Type', 'application/json')
      .send({ phone: PHONE, otp: loginCode });
    expect(bff.status).toBe(200);
    secrets.cookieToken = /session=([^;]+)/.exec(String(bff.headers['set-cookie']))![1];
    codes.push(registerCode, otherCode(registerCode), otherCode(otherCode(registerCode)), loginCode);

    // the tokens at work: bearer, cookie (with a refused cross-site write), the operator token
    secrets.authorization = `Bearer ${secrets.bearerToken}`;
    secrets.cookie = `${SESSION_COOKIE}=${secrets.cookieToken}`;
    secrets.adminAuthorization = `Bearer ${ADMIN_TOKEN}`;
    expect((await api('get', `${API}/user`).set('Authorization', secrets.authorization)).status).toBe(200);
    expect((await api('get', `${API}/basket`).set('Cookie', secrets.cookie)).status).toBe(200);
    expect(
      (await api('post', `${API}/users/update`).set('Cookie', secrets.cookie).set('Origin', 'https://evil.example').send({ name: 'X' }))
        .status,
    ).toBe(403);
    expect((await api('get', `${API}/admin/orders`).set('Authorization', secrets.adminAuthorization)).status).toBe(200);
    expect((await api('post', `${API}/logout`).set('Authorization', secrets.authorization)).status).toBe(200);
    expect((await api('get', `${API}/user`).set('Authorization', secrets.authorization)).status).toBe(401);
    expect(
      (
        await api('post', '/api/auth/logout')
          .set('Origin', `https://${HOST}`)
          .set('Content-Type', 'application/json')
          .set('Cookie', secrets.cookie)
      ).status,
    ).toBe(200);
    // the phone in a request path, spelled every way a client might: each is a 404 line with its path
    for (const spelling of PHONE_SPELLINGS) expect((await api('get', `${API}/lookup/${encodeURIComponent(spelling)}`)).status).toBe(404);
    expect((await api('get', `${API}/lookup/%2B993${PHONE}?phone=${PHONE}`)).status).toBe(404);
    // pino-http writes its line when the response finishes; let the last ones land
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  afterAll(() => database.close());

  it('never carries the phone number in full, in any spelling; the development sender names it masked', () => {
    const lookups = lines.filter((l) => String(l.msg).startsWith(`GET ${API}/lookup/`)).map((l) => String(l.msg).replace(/ \d+ms$/, ''));
    expect(lookups).toEqual(Array(PHONE_SPELLINGS.length + 1).fill(`GET ${API}/lookup/+993******33 404`));
    expect(lines.filter((l) => FULL_PHONE.test(content(l))).map(content)).toEqual([]);
    const sent = lines.filter((l) => l.devSms === true && l.text);
    expect(sent.length).toBeGreaterThanOrEqual(2);
    for (const line of sent) expect(line.phone).toBe('+993******33');
  });

  it('logged every request, through the request logger, at level trace', () => {
    const requestLines = lines.filter((l) => typeof l.req === 'object');
    expect(requestLines.length).toBeGreaterThanOrEqual(requestNumber);
    expect(requestLines.map((l) => l.msg)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^POST \/back\/api\/v1\/login\/verify 401 /),
        expect.stringMatching(/^POST \/back\/api\/v1\/login\/verify 200 /),
        expect.stringMatching(/^POST \/api\/auth\/verify 200 /),
      ]),
    );
  });

  it('carries each code sent in the development sender line, loudly marked, and nowhere else', () => {
    const [registerCode, wrong, wrongAsNumber, loginCode] = codes;
    for (const code of [registerCode, loginCode]) {
      const carrying = lines.filter((l) => carries(l, code));
      expect(carrying.length).toBeGreaterThan(0);
      for (const line of carrying) expect(line).toMatchObject({ devSms: true, msg: expect.stringContaining('DEVELOPMENT SMS SENDER') });
    }
    for (const code of [wrong, wrongAsNumber]) expect(lines.filter((l) => carries(l, code))).toEqual([]);
  });

  it('never carries the session token, the Cookie or Authorization values, nor the operator token', () => {
    expect(secrets.bearerToken).not.toBe(secrets.cookieToken);
    for (const [name, secret] of Object.entries({ ...secrets, adminToken: ADMIN_TOKEN })) {
      expect(secret.length, name).toBeGreaterThan(15);
      expect(
        lines.filter((l) => l.raw.includes(secret)).map((l) => l.raw),
        name,
      ).toEqual([]);
    }
  });
});
