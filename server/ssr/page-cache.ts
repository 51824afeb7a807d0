import { LRUCache } from 'lru-cache';

export interface CachedPage {
  status: number;
  body: string;
  nonce: string;
  /** the instant (the server's clock) its words stop being true: a breakfast's add button at 11:00 */
  until?: number;
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

  /** The cached body with the new response's nonce in place of the one it was rendered with; none once `at` is past its words. */
  read(key: string, nonce: string, at = Date.now()): { status: number; body: string } | undefined {
    const page = this.enabled ? this.pages.get(key) : undefined;
    if (page?.until !== undefined && at >= page.until) {
      this.pages.delete(key);
      return undefined;
    }
    return page && { status: page.status, body: page.body.replaceAll(page.nonce, nonce) };
  }

  store(key: string, page: CachedPage) {
    if (this.enabled && !isPrivatePage(key)) this.pages.set(key, page);
  }

  /**
   * What keeps a streamed page once it has ended (server/ssr/page-sink.ts), if it rendered cleanly, until
   * `until()` at the latest: when its words stop being true (a breakfast's "add" rendered at 10:59 is not
   * given at 11:01, docs/decisions/027's addendum).
   */
  recorder(key: string, status: number, nonce: string, complete: () => boolean, until = () => Infinity): (body: string) => void {
    return (body) => {
      const end = until();
      if (complete()) this.store(key, { status, nonce, body, ...(Number.isFinite(end) ? { until: end } : {}) });
    };
  }

  clear() {
    this.pages.clear();
  }
}
