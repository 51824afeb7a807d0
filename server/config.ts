import path from 'node:path';
import { create, StructError } from 'superstruct';
import { parseMoney } from '../shared/money';
import type { PublicConfig } from '../shared/public-config';
import { EnvSchema, type Env } from './config-env';

export type { Env, PublicConfig };

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
