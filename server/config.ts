import path from 'node:path';
import {
  boolean,
  coerce,
  create,
  defaulted,
  enums,
  integer,
  min,
  max,
  number,
  object,
  optional,
  pattern,
  refine,
  string,
  StructError,
  type Infer,
} from 'superstruct';
import { CLOCK_TIME } from '../shared/hours';
import { parseMoney } from '../shared/money';
import type { PublicConfig } from '../shared/public-config';

export type { PublicConfig };

// Environment variables arrive as strings; each field coerces and checks its own.
const Int = (lo: number, hi: number) => coerce(min(max(integer(), hi), lo), string(), (v) => (v.trim() === '' ? NaN : Number(v)));
const Bool = coerce(boolean(), string(), (v) => ['1', 'true', 'yes', 'on'].includes(v.trim().toLowerCase()));
const Url = refine(string(), 'url', (v) => {
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:' ? true : 'must be an http(s) URL';
  } catch {
    return 'must be a URL';
  }
});
const OptionalUrl = optional(Url);
const Time = pattern(string(), CLOCK_TIME);
const Money = refine(string(), 'money', (v) => (parseMoney(v) === null ? 'must be an amount like 15.00' : true));
const Degrees = (limit: number) =>
  coerce(min(max(number(), limit), -limit), string(), (v) => (/^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v) : NaN));
// a path on this shop (/images/...) or an absolute http(s) URL
const ImagePath = refine(string(), 'image', (v) =>
  v.startsWith('/') && !v.startsWith('//') ? true : Url.validate(v)[0] === undefined || 'must be a /path or an http(s) URL',
);

const EnvSchema = object({
  NODE_ENV: defaulted(enums(['development', 'production', 'test']), 'development'),
  PORT: defaulted(Int(0, 65535), 3000),
  HOST: defaulted(string(), '127.0.0.1'),
  PUBLIC_URL: OptionalUrl,
  DATABASE_URL: defaulted(string(), 'file:./data/shop.db'),
  API_ORIGIN: OptionalUrl,
  TRUST_PROXY: defaulted(Int(0, 10), 0),
  COMPRESSION: defaulted(Bool, true),
  HSTS_MAX_AGE: defaulted(Int(0, 63072000), 0),
  LOG_LEVEL: defaulted(enums(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  RENDER_TIMEOUT_MS: defaulted(Int(100, 60000), 10000),
  PAGE_CACHE_TTL_MS: defaulted(Int(0, 600000), 5000),
  SHUTDOWN_TIMEOUT_MS: defaulted(Int(100, 60000), 9000),
  DRAIN_DELAY_MS: defaulted(Int(0, 60000), 5000),
  MAX_RENDERS_IN_FLIGHT: defaulted(Int(1, 10000), 16),
  MAX_RENDER_WAIT_MS: defaulted(Int(0, 60000), 1000),
  MAX_EVENT_LOOP_DELAY_MS: defaulted(Int(0, 10000), 150),
  MAX_EVENT_LOOP_UTILIZATION: defaulted(Int(0, 100), 95),
  SMS_GATEWAY_URL: OptionalUrl,
  SMS_GATEWAY_TOKEN: optional(string()),
  SMS_GATEWAY_TIMEOUT_MS: defaulted(Int(100, 60000), 5000),
  SMS_HOURLY_BUDGET: defaulted(Int(1, 1000000), 300),
  ORDER_STATUS_SMS: defaulted(Bool, false),
  ADMIN_TOKEN: optional(refine(string(), 'token', (v) => (v.length >= 16 ? true : 'must be at least 16 characters'))),
  MAP_TILE_URL: defaulted(string(), 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  ANALYTICS_SCRIPT_URL: OptionalUrl,
  ANALYTICS_ID: optional(string()),
  SHOP_NAME: defaulted(string(), 'Aşhana'),
  SHOP_PHONE: defaulted(string(), '+99312000000'),
  SHOP_EMAIL: defaulted(string(), 'info@ashana.tm'),
  SHOP_OPENS: defaulted(Time, '10:00'),
  SHOP_CLOSES: defaulted(Time, '23:00'),
  SHOP_ADDRESS: defaulted(string(), 'Magtymguly şaýoly'),
  SHOP_CITY: defaulted(string(), 'Aşgabat'),
  SHOP_LATITUDE: defaulted(Degrees(90), 37.9601),
  SHOP_LONGITUDE: defaulted(Degrees(180), 58.3261),
  SHOP_IMAGE: defaulted(ImagePath, '/images/shop.png'),
  SHOP_TELEGRAM_URL: OptionalUrl,
  SHOP_INSTAGRAM_URL: OptionalUrl,
  SHOP_IMO_URL: OptionalUrl,
  APP_STORE_URL: OptionalUrl,
  GOOGLE_PLAY_URL: OptionalUrl,
  DELIVERY_FEE: defaulted(Money, '15.00'),
  BONUS_PERCENT: defaulted(Int(0, 100), 5),
  // dish photos: a folder (default: "media" next to the SQLite file) or an S3-compatible bucket
  MEDIA_DIR: optional(string()),
  S3_BUCKET: optional(pattern(string(), /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/)),
  S3_REGION: defaulted(string(), 'us-east-1'),
  S3_ENDPOINT: OptionalUrl,
  S3_ACCESS_KEY_ID: optional(string()),
  S3_SECRET_ACCESS_KEY: optional(string()),
  S3_FORCE_PATH_STYLE: defaulted(Bool, false),
  S3_PREFIX: defaulted(pattern(string(), /^([\w-]+\/)*$/), 'media/'),
});

export type Env = Infer<typeof EnvSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  apiOrigin?: string;
  trustProxy: number;
  compression: boolean;
  hstsMaxAge: number;
  logLevel: Env['LOG_LEVEL'];
  renderTimeoutMs: number;
  /** how long a guest page may be served from memory; 0 renders every request */
  pageCacheTtlMs: number;
  shutdownTimeoutMs: number;
  /** after SIGTERM, /readyz says 503 this long while the server still listens and serves */
  drainDelayMs: number;
  overload: { maxRendersInFlight: number; maxRenderWaitMs: number; maxEventLoopDelayMs: number; maxEventLoopUtilization: number };
  sms: { gatewayUrl?: string; token?: string; timeoutMs: number };
  /** sign-in codes the whole shop may send in an hour, shoppers and staff together (SMS costs money) */
  smsHourlyBudget: number;
  /** text shoppers when their order is accepted (with the estimate) and on the way; SMS costs money */
  orderStatusSms: boolean;
  adminToken?: string;
  deliveryFee: number;
  bonusPercent: number;
  /** where uploaded dish photos are kept (server/api/media/store.ts) */
  media:
    | { kind: 'disk'; dir: string }
    | {
        kind: 's3';
        bucket: string;
        region: string;
        endpoint?: string;
        accessKeyId?: string;
        secretAccessKey?: string;
        forcePathStyle: boolean;
        prefix: string;
      };
  public: PublicConfig;
  /** PUBLIC_URL was set; without it every canonical and sitemap URL names localhost */
  publicUrlSet: boolean;
}

export class ConfigError extends Error {}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const input = Object.fromEntries(
    // an empty variable counts as unset, as in most deployment tools
    Object.keys(EnvSchema.schema).flatMap((k) => (source[k] === undefined || source[k]!.trim() === '' ? [] : [[k, source[k]!.trim()]])),
  );
  let env: Env;
  try {
    env = create(input, EnvSchema);
  } catch (err) {
    if (err instanceof StructError) {
      const name = err.path[0] ?? err.key;
      throw new ConfigError(
        `Invalid environment variable ${String(name)}=${JSON.stringify(source[String(name)])}: ${err.refinement ? err.message : `expected ${err.type}`}`,
      );
    }
    throw err;
  }
  if (env.DRAIN_DELAY_MS >= env.SHUTDOWN_TIMEOUT_MS) {
    throw new ConfigError(
      `Invalid environment variable DRAIN_DELAY_MS=${JSON.stringify(source.DRAIN_DELAY_MS)}: must be less than SHUTDOWN_TIMEOUT_MS (${env.SHUTDOWN_TIMEOUT_MS})`,
    );
  }
  const database = parseDatabaseUrl(env.DATABASE_URL);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    publicUrlSet: env.PUBLIC_URL !== undefined,
    database,
    apiOrigin: env.API_ORIGIN?.replace(/\/$/, ''),
    trustProxy: env.TRUST_PROXY,
    compression: env.COMPRESSION,
    hstsMaxAge: env.HSTS_MAX_AGE,
    logLevel: env.LOG_LEVEL,
    renderTimeoutMs: env.RENDER_TIMEOUT_MS,
    pageCacheTtlMs: env.PAGE_CACHE_TTL_MS,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    drainDelayMs: env.DRAIN_DELAY_MS,
    // 0 turns either event-loop check off
    overload: {
      maxRendersInFlight: env.MAX_RENDERS_IN_FLIGHT,
      maxRenderWaitMs: env.MAX_RENDER_WAIT_MS || Infinity,
      maxEventLoopDelayMs: env.MAX_EVENT_LOOP_DELAY_MS || Infinity,
      // above 1 the loop can never reach it: the check is off
      maxEventLoopUtilization: env.MAX_EVENT_LOOP_UTILIZATION ? env.MAX_EVENT_LOOP_UTILIZATION / 100 : Infinity,
    },
    sms: { gatewayUrl: env.SMS_GATEWAY_URL, token: env.SMS_GATEWAY_TOKEN, timeoutMs: env.SMS_GATEWAY_TIMEOUT_MS },
    smsHourlyBudget: env.SMS_HOURLY_BUDGET,
    orderStatusSms: env.ORDER_STATUS_SMS,
    adminToken: env.ADMIN_TOKEN,
    deliveryFee: parseMoney(env.DELIVERY_FEE)!,
    bonusPercent: env.BONUS_PERCENT,
    media: mediaConfig(env, database, source),
    public: {
      publicUrl,
      shopName: env.SHOP_NAME,
      phone: env.SHOP_PHONE,
      email: env.SHOP_EMAIL,
      hours: { opens: env.SHOP_OPENS, closes: env.SHOP_CLOSES },
      address: { street: env.SHOP_ADDRESS, city: env.SHOP_CITY, country: 'TM', latitude: env.SHOP_LATITUDE, longitude: env.SHOP_LONGITUDE },
      image: env.SHOP_IMAGE,
      deliveryFee: parseMoney(env.DELIVERY_FEE)!,
      mapTileUrl: env.MAP_TILE_URL,
      analytics: env.ANALYTICS_SCRIPT_URL ? { scriptUrl: env.ANALYTICS_SCRIPT_URL, id: env.ANALYTICS_ID } : undefined,
      links: {
        telegram: env.SHOP_TELEGRAM_URL,
        instagram: env.SHOP_INSTAGRAM_URL,
        imo: env.SHOP_IMO_URL,
        appStore: env.APP_STORE_URL,
        googlePlay: env.GOOGLE_PLAY_URL,
      },
    },
  };
}

function mediaConfig(env: Env, database: Config['database'], source: Record<string, string | undefined>): Config['media'] {
  const s3Named = Object.keys(env).filter((k) => k.startsWith('S3_') && source[k]?.trim());
  if (!env.S3_BUCKET) {
    const stray = s3Named.find((k) => k !== 'S3_REGION' && k !== 'S3_FORCE_PATH_STYLE' && k !== 'S3_PREFIX');
    if (stray)
      throw new ConfigError(`Invalid environment variable ${stray}=${JSON.stringify(source[stray])}: S3_BUCKET must be set with it`);
    const besideDatabase =
      database.kind === 'sqlite' && database.file !== ':memory:' ? path.join(path.dirname(database.file), 'media') : 'data/media';
    return { kind: 'disk', dir: path.resolve(env.MEDIA_DIR ?? besideDatabase) };
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    const name = env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    throw new ConfigError(`Invalid environment variable ${name}=undefined: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together`);
  }
  return {
    kind: 's3',
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    prefix: env.S3_PREFIX,
  };
}

function parseDatabaseUrl(url: string): Config['database'] {
  if (/^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres', url };
  if (url.startsWith('file:')) return { kind: 'sqlite', file: path.resolve(url.slice('file:'.length)) };
  if (url === ':memory:') return { kind: 'sqlite', file: ':memory:' };
  throw new ConfigError(`Invalid environment variable DATABASE_URL=${JSON.stringify(url)}: expected postgres://… or file:path`);
}
