import { LRUCache } from 'lru-cache';

export interface CachedPage {
  status: number;
  body: string;
  nonce: string;
}

/** A guest's tracking page (/track/{token}, any language) is one shopper's order: never kept for another. */
export const isPrivatePage = (url: string) => /(^|\s|\/[a-z]{2})\/track\//.test(url);

/**
 * A few seconds of memory for pages that are the same for every guest (no session cookie): the
 * menu does not change between two shoppers a second apart, and a render costs milliseconds. The
 * CSP nonce is swapped per response, so no two answers share one.
 */
export class PageCache {
  private readonly pages: LRUCache<string, CachedPage>;

  constructor(
    readonly ttlMs: number,
    max = 500,
  ) {
    this.pages = new LRUCache({ max, ttl: Math.max(ttlMs, 1), maxSize: 64 * 1024 * 1024, sizeCalculation: (p) => p.body.length || 1 });
  }

  get enabled() {
    return this.ttlMs > 0;
  }

  /** The cached body with the new response's nonce in place of the one it was rendered with. */
  read(key: string, nonce: string): { status: number; body: string } | undefined {
    const page = this.enabled ? this.pages.get(key) : undefined;
    return page && { status: page.status, body: page.body.replaceAll(page.nonce, nonce) };
  }

  /**
   * Kept for the cache's TTL, or less: `freshMs`, how long the page's words stay true (a breakfast's
   * "available from 08:00" rendered at 10:59 is not given at 11:01, docs/decisions/027's addendum).
   */
  store(key: string, page: CachedPage, freshMs = Infinity) {
    if (!this.enabled || isPrivatePage(key) || freshMs <= 0) return;
    this.pages.set(key, page, { ttl: Math.max(1, Math.min(this.ttlMs, Math.floor(freshMs))) });
  }

  /** What keeps a streamed page once it has ended (server/ssr/page-sink.ts), if it rendered cleanly. */
  recorder(key: string, status: number, nonce: string, complete: () => boolean, freshMs = () => Infinity): (body: string) => void {
    return (body) => {
      if (complete()) this.store(key, { status, nonce, body }, freshMs());
    };
  }

  clear() {
    this.pages.clear();
  }
}
