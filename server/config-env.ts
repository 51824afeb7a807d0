// The environment variables the server reads, each with its type, default and range (server/config.ts
// turns them into the Config the rest of the server uses).
import {
  boolean,
  coerce,
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
  type Infer,
} from 'superstruct';
import { CLOCK_TIME } from '../shared/hours';
import { parseMoney } from '../shared/money';

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

export const EnvSchema = object({
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
