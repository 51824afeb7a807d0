// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_TAPS_SCRIPT } from './early-taps-script';
import { SLOW_LINK_COOKIE } from '../../shared/slow-link';

// Issue 35 (docs/decisions/023-lite-pages-on-a-slow-link.md): once the early contract finds the link slow
// it says so to the server, a session cookie its next pages carry (they come lite: no module preloads,
// the entry when the gate opens); on a fast link it sets nothing, and the pages stay as they were.
describe('the early contract’s slow-link cookie', () => {
  beforeEach(() => {
    sessionStorage.clear();
    document.cookie = `${SLOW_LINK_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  afterEach(() => {
    window.__taps = undefined;
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  /** The contract in a page whose own HTML came as `navigation` says (bytes, ms from first to last byte). */
  const contract = ({ effectiveType = '4g', saveData = false, bytes = 0, ms = 0, arriving = false, controlled = false } = {}) => {
    vi.stubGlobal('navigator', {
      ...navigator,
      connection: { effectiveType, saveData },
      serviceWorker: { controller: controlled ? {} : null },
    });
    const entry = { responseStart: 100, responseEnd: arriving ? 0 : 100 + ms, encodedBodySize: bytes };
    vi.spyOn(performance, 'getEntriesByType').mockImplementation(
      (type) => (type === 'navigation' ? [entry] : []) as unknown as PerformanceEntryList,
    );
    vi.spyOn(performance, 'now').mockReturnValue(arriving ? 100 + ms : 10_000);
    new Function(EARLY_TAPS_SCRIPT)();
    return Boolean(window.__taps!.w!());
  };
  const cookie = () => document.cookie.split('; ').find((c) => c.startsWith(`${SLOW_LINK_COOKIE}=`));

  it('a home page of 40 KB in 2 s (160 kbit/s) is a slow link: the cookie is set, and the tab remembers it', () => {
    expect(contract({ bytes: 40_000, ms: 2_000 })).toBe(true);
    expect(cookie()).toBe(`${SLOW_LINK_COOKIE}=1`);
    expect(sessionStorage.getItem('__slow')).toBe('1');
  });

  it('the same page in 100 ms (3.2 Mbit/s) is a fast link: no cookie, nothing remembered', () => {
    expect(contract({ bytes: 40_000, ms: 100 })).toBe(false);
    expect(cookie()).toBeUndefined();
    expect(sessionStorage.getItem('__slow')).toBeNull();
  });

  it('a small page (the checkout, under 4 KB) tells nothing by its speed: no cookie of its own', () => {
    expect(contract({ bytes: 3_000, ms: 2_000 })).toBe(false);
    expect(cookie()).toBeUndefined();
  });

  it('what the browser reports counts: 3g, 2g or data saving set it', () => {
    expect(contract({ effectiveType: '3g', bytes: 40_000, ms: 100 })).toBe(true);
    expect(cookie()).toBe(`${SLOW_LINK_COOKIE}=1`);
    document.cookie = `${SLOW_LINK_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    sessionStorage.clear();
    expect(contract({ saveData: true, bytes: 40_000, ms: 100 })).toBe(true);
    expect(cookie()).toBe(`${SLOW_LINK_COOKIE}=1`);
  });

  it('HTML still arriving a second after its first byte sets it; half a second does not', () => {
    expect(contract({ arriving: true, ms: 500 })).toBe(false);
    expect(cookie()).toBeUndefined();
    expect(contract({ arriving: true, ms: 1_200 })).toBe(true);
    expect(cookie()).toBe(`${SLOW_LINK_COOKIE}=1`);
  });

  it('is a session cookie for the whole shop, sent with a navigation from another site’s link (Lax), readable by the page', () => {
    const writes: string[] = [];
    const set = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      set.set!.call(document, value);
    });
    contract({ bytes: 40_000, ms: 2_000 });
    expect(writes).toEqual([`${SLOW_LINK_COOKIE}=1;path=/;samesite=lax`]);
  });

  it('a page the service worker controls (a repeat visit, its code in the worker’s cache) sets no cookie, though the tab is slow', () => {
    expect(contract({ bytes: 40_000, ms: 2_000, controlled: true })).toBe(true);
    expect(cookie()).toBeUndefined();
    expect(sessionStorage.getItem('__slow')).toBe('1');
  });
});
