import { Writable } from 'node:stream';
import request from 'supertest';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createLogger } from '../../server/logger';
import type { Database } from '../../server/db/connection';
import type { Renderer } from '../../server/ssr/renderer';
import { SESSION_COOKIE } from '../../shared/session';
import { API, ADMIN_TOKEN, testClock } from './support/accounts';
import { createTestDatabase, testDatabases } from '../helpers/database';

// The whole server as it runs (request logger, development SMS sender, BFF), logging at `trace`
// into memory: the only line allowed to carry a sign-in code is the development sender's own.

type Line = Record<string, unknown> & { raw: string };
const HOST = 'shop.example.tm';
const PHONE = '64112233';
const PHONE_SPELLINGS = [PHONE, `993${PHONE}`, `+993${PHONE}`, '+993 64 11-22-33', '64-11-22-33'];
// the eight digits in a row or in pairs, whatever stands before them (993, +993, %2B993)
const FULL_PHONE = /64(?:[ -]|%20)?11(?:[ -]|%20)?22(?:[ -]|%20)?33(?!\d)/;

/** The line without the fields every line has whatever happened (time, pid, host), as text. */
function content(line: Line): string {
  const { raw: _raw, time: _time, pid: _pid, hostname: _hostname, ...rest } = line;
  return JSON.stringify(rest);
}
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
    const destination = new Writable({
      write(chunk, _enc, done) {
        for (const raw of String(chunk).split('\n').filter(Boolean)) lines.push({ ...JSON.parse(raw), raw });
        done();
      },
    });
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

// A failure, produced by a dependency that fails: the SMS gateway throws, the renderer throws, the
// database is closed. Each error line names its request and cause; the shopper sees the same id.
describe.each(testDatabases())('a failure in the log and in front of the shopper (%s)', (dialect) => {
  let database: Database;
  let app: Express;
  const lines: Line[] = [];
  const linesOf = (id: string) => lines.filter((l) => (l.req as { id?: string } | undefined)?.id === id);

  beforeAll(async () => {
    database = await createTestDatabase(dialect, { seed: true });
    const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'info', PUBLIC_URL: `https://${HOST}` });
    const destination = new Writable({
      write(chunk, _enc, done) {
        for (const raw of String(chunk).split('\n').filter(Boolean)) lines.push({ ...JSON.parse(raw), raw });
        done();
      },
    });
    const sms = { send: async (phone: string) => Promise.reject(new Error(`SMS gateway turned away +993${phone}`)) };
    const renderer: Renderer = {
      buildInfo: { id: 'test', timestamp: 0 },
      assets: { scripts: [], styles: [], preloads: [] },
      deskAssets: { scripts: [], styles: [], preloads: [] },
      middleware: [(_req, _res, next) => next()],
      load: () => Promise.reject(new Error('page renderer fell over')),
    };
    app = createApp({ config, database, logger: createLogger(config, destination), renderer, sms, now: testClock().now });
  });
  afterAll(() => database.close().catch(() => undefined));

  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

  it('an API failure: the JSON 500 and its log line carry one request id, the line the cause and its stack', async () => {
    const res = await request(app)
      .post(`${API}/register`)
      .set('X-Request-Id', 'req-sms-1')
      .set('Accept-Language', 'en')
      .send({ name: 'Merjen', surname: 'Ataýewa', phone: PHONE, email: 'm@example.tm' });
    await settle();
    expect(res.status).toBe(500);
    expect(res.body).toMatchObject({ success: false, error: 'internal_error', request_id: 'req-sms-1' });
    const failure = lines.find((l) => l.msg === 'unhandled error in API');
    expect(failure?.req).toMatchObject({ id: 'req-sms-1' });
    expect((failure?.err as { stack?: string }).stack).toMatch(/^Error: SMS gateway turned away \+993\*{6}33\n\s+at /);
    // the request's own line names the cause too, not pino-http's "failed with status code 500"
    expect(linesOf('req-sms-1').find((l) => l.msg === `POST ${API}/register 500`)?.err).toMatchObject({
      message: 'SMS gateway turned away +993******33',
    });
    expect(lines.filter((l) => FULL_PHONE.test(content(l))).map(content)).toEqual([]);
  });

  it('a page that cannot render: the 500 page shows the request id of its log line, which has the cause', async () => {
    const res = await request(app).get('/en/catalogue').set('X-Request-Id', 'req-page-2');
    await settle();
    expect(res.status).toBe(500);
    expect(res.text).toContain('<p>Request id for support: req-page-2</p>');
    const failure = linesOf('req-page-2').find((l) => l.msg === 'render failed');
    expect((failure?.err as { stack?: string }).stack).toMatch(/^Error: page renderer fell over\n\s+at /);
    expect(linesOf('req-page-2').find((l) => l.msg === 'GET /en/catalogue 500')?.err).toMatchObject({ message: 'page renderer fell over' });
  });

  it('a route that throws (the database closed under the sitemap): the last handler logs id and cause, the page shows the id', async () => {
    await database.close();
    const res = await request(app).get('/sitemap.xml').set('X-Request-Id', 'req-map-3');
    await settle();
    expect(res.status).toBe(500);
    expect(res.text).toContain('req-map-3');
    const failure = linesOf('req-map-3').find((l) => l.msg === 'unhandled error');
    expect((failure?.err as { stack?: string }).stack).toMatch(/\n\s+at /);
    // every error line of the whole file names its request
    const errors = lines.filter((l) => Number(l.level) >= 50);
    expect(errors.length).toBeGreaterThanOrEqual(6);
    expect(errors.filter((l) => typeof (l.req as { id?: string } | undefined)?.id !== 'string').map(content)).toEqual([]);
  });
});
