import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

export interface CachedBody {
  body: Buffer;
  etag: string;
  /** compressed once on first need, not on every request */
  gzipped(): Buffer;
  /**
   * The body read back as JSON once on first need, frozen: the server render's in-process reads
   * (server/api/reads.ts) share it instead of parsing the same bytes for every page, and no page
   * can change what the next one is given.
   */
  parsed(): unknown;
}

function cachedBody(body: Buffer): CachedBody {
  let gzip: Buffer | undefined;
  let value: { json: unknown } | undefined;
  return {
    body,
    etag: `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`,
    gzipped: () => (gzip ??= gzipSync(body)),
    parsed: () => (value ??= { json: deepFreeze(JSON.parse(body.toString('utf8'))) }).json,
  };
}

/** `value` and everything in it, frozen. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') for (const inner of Object.values(Object.freeze(value))) deepFreeze(inner);
  return value;
}

export interface ResponseCacheOptions {
  /** where the current data version comes from (a cheap read: one settings row) */
  readVersion: () => Promise<string>;
  /** how stale another process's write may be seen, at most */
  recheckMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/**
 * Serialised API answers for read-mostly data (the catalogue, pages). The menu changes a few times a
 * day and is read on every page view, so answers are kept as ready bytes with an ETag, and the
 * whole cache is dropped when the data version changes. Bounded: least recently used goes first.
 */
export class ResponseCache {
  private entries = new Map<string, CachedBody>();
  private version: string | null = null;
  private checkedAt = -Infinity;
  private checking: Promise<void> | null = null;
  private readonly recheckMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(private readonly options: ResponseCacheOptions) {
    this.recheckMs = options.recheckMs ?? 1000;
    this.maxEntries = options.maxEntries ?? 500;
    this.now = options.now ?? Date.now;
  }

  async get(key: string, build: () => Promise<unknown>): Promise<CachedBody> {
    if (this.now() - this.checkedAt >= this.recheckMs) await this.revalidate();
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const version = this.version;
    const entry = cachedBody(Buffer.from(JSON.stringify(await build())));
    // a write landed while building: serve this answer once but do not keep it
    if (version === this.version) {
      this.entries.set(key, entry);
      if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    }
    return entry;
  }

  /** Same-process writes call this so their change shows at once. */
  invalidate(): void {
    this.entries.clear();
    this.checkedAt = -Infinity;
  }

  private revalidate(): Promise<void> {
    this.checking ??= this.options
      .readVersion()
      .then((v) => {
        if (v !== this.version) {
          this.entries.clear();
          this.version = v;
        }
        this.checkedAt = this.now();
      })
      .finally(() => {
        this.checking = null;
      });
    return this.checking;
  }
}
