import request from 'supertest';
import type { DestinationStream } from 'pino';
import type { Kysely } from 'kysely';
import { loadConfig } from '../../../server/config';
import { createLogger } from '../../../server/logger';
import type { Schema } from '../../../server/db/schema';
import type { Dialect } from '../../../server/db/connection';
import { createTestDatabase } from '../../helpers/database';
import { API, createTestApp } from '../../helpers/app';

export { API };

export const ADMIN_TOKEN = 'operator-secret-0123456789';

/** A clock the test moves by hand (code expiry, sliding sessions, delivery times). */
export function testClock(start = '2026-03-02T07:00:00.000Z') {
  let now = new Date(start);
  return {
    now: () => new Date(now),
    set: (iso: string) => void (now = new Date(iso)),
    advance: (ms: number) => void (now = new Date(now.getTime() + ms)),
  };
}

/** Captures what would have gone out by SMS, so tests can read the codes. */
export function capturingSms() {
  const sent: { phone: string; text: string }[] = [];
  return {
    sent,
    fail: false,
    async send(phone: string, text: string) {
      if (this.fail) {
        const { AppError } = await import('../../../server/http/errors');
        throw new AppError(502, 'sms_failed');
      }
      sent.push({ phone, text });
    },
    lastCode(phone: string): string {
      const message = [...sent].reverse().find((m) => m.phone === phone);
      if (!message) throw new Error(`no SMS was sent to ${phone}`);
      return /\b(\d{5})\b/.exec(message.text)![1];
    },
  };
}

export type AccountsContext = Awaited<ReturnType<typeof accountsApp>>;

/** createApp over a fresh migrated database with a movable clock and a capturing SMS sender. */
// TRUST_PROXY=1 so each test can speak from its own client address (X-Forwarded-For) and the
// per-address send limit only bites where a test means it to.
export async function accountsApp(dialect: Dialect, env: Record<string, string> = {}, logStream?: DestinationStream) {
  const database = await createTestDatabase(dialect);
  const clock = testClock();
  const sms = capturingSms();
  const settings = { ADMIN_TOKEN, TRUST_PROXY: '1', SHOP_OPENS: '10:00', SHOP_CLOSES: '23:00', ...env };
  const logger = logStream ? createLogger(loadConfig({ LOG_LEVEL: 'info' }), logStream) : undefined;
  const app = createTestApp(database, { env: settings, now: clock.now, sms, ...(logger ? { logger } : {}) });
  return { app, database, db: database.db as Kysely<Schema>, clock, sms, close: () => database.close() };
}

let ipCounter = 0;
/** A client address nobody else in the file uses. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

let phoneCounter = 0;
/** A fresh valid mobile number per call, so tests in one file do not collide. */
export function nextPhone(): string {
  phoneCounter += 1;
  return `65${String(phoneCounter).padStart(6, '0')}`;
}

/** Registers and verifies a customer; returns the bearer token and the ready header. */
export async function signUp(ctx: AccountsContext, phone = nextPhone(), name = 'Aýna') {
  const reg = await request(ctx.app)
    .post(`${API}/register`)
    .set('X-Forwarded-For', nextIp())
    .send({ name, surname: 'Orazowa', phone, email: 'ayna@example.tm' });
  if (reg.status !== 200) throw new Error(`register failed: ${reg.status} ${JSON.stringify(reg.body)}`);
  const verify = await request(ctx.app)
    .post(`${API}/login/verify`)
    .send({ phone, otp: ctx.sms.lastCode(phone) });
  if (verify.status !== 200) throw new Error(`verify failed: ${verify.status} ${JSON.stringify(verify.body)}`);
  // each code send starts a 60 s cooldown for the phone; move past it so later sign-ins work
  ctx.clock.advance(61_000);
  const token: string = verify.body.data.api_token;
  return { phone, token, userId: reg.body.data.id as number, auth: { authorization: `Bearer ${token}` } };
}

let productCounter = 0;
/** Puts a dish on sale (creating its unit and category on first use) and returns its id. */
export async function addProduct(db: Kysely<Schema>, price = 4500, archived = 0): Promise<number> {
  productCounter += 1;
  let unit = await db.selectFrom('units').select('id').where('code', '=', 'g').executeTakeFirst();
  if (!unit)
    unit = await db
      .insertInto('units')
      .values({ code: 'g', name_tm: 'g', name_ru: 'г', name_en: 'g' })
      .returning('id')
      .executeTakeFirstOrThrow();
  let category = await db.selectFrom('categories').select('id').orderBy('id').executeTakeFirst();
  if (!category) {
    category = await db
      .insertInto('categories')
      .values({ name_tm: 'Tagamlar', name_ru: 'Блюда', name_en: 'Dishes', image: '', sort_order: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
  }
  const { id } = await db
    .insertInto('products')
    .values({
      category_id: category.id,
      unit_id: unit.id,
      name_tm: `Palow ${productCounter}`,
      name_ru: `Плов ${productCounter}`,
      name_en: `Pilaf ${productCounter}`,
      description_tm: '',
      description_ru: '',
      description_en: '',
      price,
      amount: 300,
      image: '/images/palow.svg',
      sort_order: productCounter,
      archived,
      search_name: '',
      search_name_keys: '',
      search_description: '',
      search_description_keys: '',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Row counts of the customer tables: a failed write must leave them all as they were. */
export async function tableCounts(db: Kysely<Schema>) {
  const tables = [
    'users',
    'sign_in_codes',
    'sessions',
    'addresses',
    'basket_lines',
    'orders',
    'order_lines',
    'order_status_history',
    'bonus_ledger',
    'idempotency_keys',
  ] as const;
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}
