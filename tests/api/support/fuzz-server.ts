// The server the route fuzz (tests/api/fuzz/every-route.test.ts, free-text.test.ts) talks to: a shopper with a
// basket, an address and a live sign-in code, the owner signed in at the desk, every target built around them.
import http from 'node:http';
import request from 'supertest';
import type { Dialect } from '../../../server/db/connection';
import { errorMessage } from '../../../server/http/api-messages';
import { SESSION_COOKIE } from '../../../shared/session';
import tmMessages from '../../../locales/api/tm.json';
import ruMessages from '../../../locales/api/ru.json';
import enMessages from '../../../locales/api/en.json';
import { ADMIN_TOKEN, API, accountsApp, addProduct, nextIp, signUp, type AccountsContext } from './accounts';
import { signInStaff } from './desk';
import { rawRequest, type RawResponse } from './hostile';
import type { Hostile } from '../fuzz/hostile-request';
import { PREFIX, type Target } from '../fuzz/target';
import { fuzzTargets } from '../fuzz/targets';

const LOCALES = { tm: tmMessages, ru: ruMessages, en: enMessages } as Record<string, Record<string, Record<string, string>>>;
// an area's own codes ("menu.photo_type") are in that area's group of the tables
const messageOf = (l: string, code: string): string | undefined => {
  const [group, key] = code.includes('.') ? code.split('.', 2) : ['errors', code];
  return LOCALES[l][group]?.[key];
};

export interface FuzzServer {
  ctx: AccountsContext;
  port: number;
  agent: http.Agent;
  /** the shopper's bearer token */
  token: string;
  targets: Target[];
  target(route: string): Target;
  /** Everything a write could touch, as one comparable value. */
  snapshot(): Promise<string>;
  /** One hostile request to a target, signed in as the target asks. */
  send(t: Target, h: Hostile, key: string): Promise<RawResponse>;
  close(): Promise<void>;
}

export async function fuzzServer(dialect: Dialect): Promise<FuzzServer> {
  const ctx = await accountsApp(dialect);
  const server = http.createServer(ctx.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  const product = await addProduct(ctx.db, 4500);
  const user = await signUp(ctx);
  const token = user.token;
  await request(server).post(`${API}/basket`).set(user.auth).send({ product_id: product, quantity: 2 });
  const addressId = String((await request(server).post(`${API}/users/address`).set(user.auth).send({ address: 'Saved' })).body.data.id);
  await request(server).post(`${API}/login`).set('X-Forwarded-For', nextIp()).send({ phone: user.phone }); // a live code to guess at
  const staff = await signInStaff(ctx, 'owner');
  const staffToken = staff.token;
  // the first desk call slides the session to the clock's time: done here, so a refused call changes nothing
  await request(server).get(`${API}/desk/me`).set(staff.auth);
  await request(server).post(`${API}/desk/login`).set('X-Forwarded-For', nextIp()).send({ phone: staff.phone });
  const targets = fuzzTargets({ product, addressId, shopperPhone: user.phone, staffPhone: staff.phone });
  const db = ctx.db;

  return {
    ctx,
    port,
    agent,
    token,
    targets,
    target: (route) => targets.find((t) => t.route === route)!,
    snapshot: async () =>
      JSON.stringify(
        await Promise.all([
          db.selectFrom('users').selectAll().orderBy('id').execute(),
          db.selectFrom('addresses').selectAll().orderBy('id').execute(),
          db.selectFrom('basket_lines').selectAll().orderBy('id').execute(),
          db.selectFrom('sign_in_codes').selectAll().orderBy('id').execute(),
          db.selectFrom('sessions').selectAll().orderBy('id').execute(),
          db.selectFrom('orders').selectAll().orderBy('id').execute(),
          db.selectFrom('order_lines').selectAll().orderBy('id').execute(),
          db.selectFrom('order_status_history').selectAll().execute(),
          db.selectFrom('bonus_ledger').select('id').execute(),
          db.selectFrom('idempotency_keys').select('id').execute(),
          db.selectFrom('rate_limits').selectAll().orderBy('key').execute(),
          db.selectFrom('stop_list').selectAll().orderBy('product_id').execute(),
          db.selectFrom('shop_hours').selectAll().orderBy('weekday').execute(),
          db.selectFrom('shop_rules').selectAll().execute(),
        ]),
      ),
    send(t, h, key) {
      const [method, pattern] = t.route.split(' ');
      const path = `${PREFIX}${h.segment === undefined ? pattern : pattern.replace(/:\w+/, h.segment)}${h.query ? `?${h.query}` : ''}`;
      const headers: Record<string, string> = { 'accept-language': h.lang, 'x-forwarded-for': '10.250.0.1' };
      if (h.body !== undefined && h.contentType) headers['content-type'] = h.contentType;
      if (h.body !== undefined && h.encoding) headers['content-encoding'] = h.encoding;
      if (t.auth === 'user') headers.authorization = `Bearer ${token}`;
      if (t.auth === 'admin') headers.authorization = `Bearer ${ADMIN_TOKEN}`;
      if (t.auth === 'staff') headers.authorization = `Bearer ${staffToken}`;
      if (h.token !== undefined) {
        if (h.token.length % 2) headers.authorization = `Bearer ${h.token}`;
        else headers.cookie = `${SESSION_COOKIE}=${encodeURIComponent(h.token)}`;
      }
      if (t.idempotent) headers['idempotency-key'] = key;
      return rawRequest(port, agent, method, path, headers, h.body);
    },
    async close() {
      agent.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await ctx.close();
    },
  };
}

/** What is wrong with one answer, or null: a 5xx, a non-JSON or unlocalized error, an accepted request that should not be. */
export function fault(t: Target, h: Hostile, res: RawResponse): string | null {
  const body = res.body as { success?: unknown; error?: unknown; message?: unknown } | undefined;
  if (res.status >= 500) return `status ${res.status}`;
  if (res.status === 200 && res.contentType.startsWith('text/event-stream')) return t.refuses ? 'a stream opened' : null;
  if (!/^application\/json/.test(res.contentType) || !body) return `not JSON (${res.status} ${res.contentType})`;
  if (t.refuses && !t.refuses.includes(res.status)) return `status ${res.status}, expected one of ${t.refuses.join('/')}`;
  // (a body the shop's parser refuses first gets the shop's own localized refusal, checked below)
  if (t.printer && body.success === undefined)
    return res.status === 401 && (body as { jobReady?: unknown }).jobReady === false ? null : `printer answer ${res.status}`;
  if (res.status < 400) return body.success === true ? null : 'success is not true';
  if (body.success !== false || typeof body.error !== 'string') return 'no error code';
  const code = body.error;
  if (!['tm', 'ru', 'en'].every((l) => typeof messageOf(l, code) === 'string')) return `error code ${code} is not in every locale`;
  if (!messageOf('en', code)!.includes('{{') && body.message !== errorMessage(code, h.lang))
    return `message is not the ${h.lang} text of ${code}`;
  return null;
}
