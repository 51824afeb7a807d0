import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { Config } from '../config';
import type { Logger } from '../logger';
import type { Schema } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<Schema>;
  dialect: Dialect;
  /** PostgreSQL schema the connections use (search_path), when not the default one */
  schema?: string;
  /** PostgreSQL only: a new client outside the pool, set up as the pool's are (LISTEN needs its own) */
  dedicatedClient?: (applicationName: string) => pg.Client;
  close(): Promise<void>;
}

// Postgres returns BIGINT/NUMERIC as strings by default; our money and ids fit in a JS integer.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export interface OpenOptions {
  /** PostgreSQL only: put every connection's search_path on this schema (tests get one each) */
  schema?: string;
  /** where a lost PostgreSQL connection is reported */
  logger?: Pick<Logger, 'warn'>;
}

// Waiting longer for a connection (a new one, or a free one from a busy pool) only holds the
// customer; past this the request fails with a 503 and can be retried.
const CONNECT_TIMEOUT_MS = 3000;

// Class 08 is "connection exception"; 57P01–57P03 are the server shutting the session down
// (pg_terminate_backend, a restart, still starting); 53300 is too_many_connections.
const LOST_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const LOST_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// node-postgres and pg-pool raise these as plain Errors without a code
const LOST_MESSAGES = /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/;

/** True when the error means the database could not be reached, not that the query was wrong. */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (code.startsWith('08') || LOST_SQLSTATES.has(code) || LOST_SOCKET_CODES.has(code))) return true;
  return LOST_MESSAGES.test(err.message);
}

function openPool(url: string, { schema, logger }: OpenOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    fallback_application_name: 'storefront',
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // A connection the server drops (pg_terminate_backend, a restart, the network) emits 'error' on
  // its client, and on the pool too when it was idle; unheard, either would end the process. The
  // pool already discards the broken client and opens a new one on the next checkout; a query
  // that was running on it rejects and its request answers 503.
  pool.on('connect', (client) => {
    client.on('error', (err) => logger?.warn({ err }, 'database connection lost'));
  });
  pool.on('error', () => undefined); // the client's own listener above has reported it
  return pool;
}

export function openDatabase(config: Config['database'], options: OpenOptions = {}): Database {
  if (config.kind === 'postgres') {
    const { schema } = options;
    if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid schema name ${schema}`);
    const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool: openPool(config.url, options) }) });
    const dedicatedClient = (applicationName: string) =>
      new pg.Client({
        connectionString: config.url,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
        keepAlive: true,
        fallback_application_name: applicationName,
        ...(schema ? { options: `-c search_path=${schema}` } : {}),
      });
    return { db, dialect: 'postgres', schema, dedicatedClient, close: () => db.destroy() };
  }
  if (config.file !== ':memory:') fs.mkdirSync(path.dirname(config.file), { recursive: true });
  const sqlite = new SQLite(config.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}
