import { splitLocale, type Locale } from '../../shared/locale';

// What the service worker (service-worker.ts) keeps for offline use and what it never touches.
// Pure functions of the URL and the response, so they are tested without a worker.

export const CACHE = {
  pages: 'shop-pages',
  data: 'shop-data',
  images: 'shop-images',
  desk: 'desk-pages',
  files: 'shop-files',
  live: 'shop-live',
  /** what the worker remembers of the browser (service-worker-pages.ts): not dropped with a new build */
  state: 'shop-state',
} as const;

/** Wait this long for the network before a visited page or its data comes from the cache. */
export const NETWORK_TIMEOUT_S = 3;

// The desk is staff at work (always live); orders and tracking pages are personal and live;
// /back and /api are the API, /builds the build-version check.
const NEVER_PAGES = /^\/(?:desk|orders|track)(?:\/|$)/;
const NOT_PAGES = /^\/(?:back|api|builds)(?:\/|$)/;

/** A storefront page the shopper may open again offline (the locale prefix does not matter). */
export function isMenuPage(url: URL): boolean {
  if (NOT_PAGES.test(url.pathname)) return false;
  return !NEVER_PAGES.test(splitLocale(url.pathname).path);
}

/** The desk's own page (/desk, /en/desk, /tm/desk, and /desk/kitchen under each): kept so a counter or kitchen tablet opens it offline (issue 39). */
export const isDeskPage = (url: URL) => ['/desk', '/desk/kitchen'].includes(splitLocale(url.pathname).path);

/** A language's home: where the installed app starts (server/http/web-manifest.ts, start_url). */
export const isStartPage = (url: URL) => splitLocale(url.pathname).path === '/';

// the home, the catalogue and a category's dishes: what "the menu" is to a shopper
const MENU_LISTS = /^\/(?:catalogue|products)?$/;

/**
 * Where an app started offline goes when its start page was never kept here (installed from a
 * dish's page, say): the menu page of its language kept last, by the Date its answer carried.
 */
export function lastMenu(start: URL, kept: { url: string; date: string | null }[]): string | undefined {
  const { locale } = splitLocale(start.pathname);
  let last: { url: string; time: number } | undefined;
  for (const { url, date } of kept) {
    const page = splitLocale(new URL(url).pathname);
    if (page.locale !== locale || !MENU_LISTS.test(page.path)) continue;
    const time = date ? Date.parse(date) || 0 : 0;
    // the cache lists in the order it was filled: of two kept the same second, the later
    if (!last || time >= last.time) last = { url, time };
  }
  return last?.url;
}

const PAYLOAD = '/_payload.json';

/** A menu page's data for a client navigation (client/browser/payload.ts). */
export function isPageData(url: URL): boolean {
  if (!url.pathname.endsWith(PAYLOAD)) return false;
  const page = url.pathname.slice(0, -PAYLOAD.length) || '/';
  return isMenuPage(new URL(page, url));
}

// Public catalogue reads only: never the session, the user, the basket, orders or the desk.
const CATALOGUE_READ = /^\/back\/api\/v1\/(?:categories|products|pages|pupup-slider)(?:\/|$)/;

export const isCatalogueRead = (url: URL) => CATALOGUE_READ.test(url.pathname);

// The delivery zones and each zone's estimate: small public reads the basket panel and the checkout
// wait for (client/features/delivery-zones/api). They name no chunk, so a new build keeps them.
const LIVE_READS = ['/back/api/v1/zones', '/back/api/v1/shop/estimates'];

export const isLiveRead = (url: URL) => LIVE_READS.includes(url.pathname) && url.search === '';

/** The live reads as a page in `locale` asks for them (the answers vary by Accept-Language): what the worker keeps ready. */
export const liveReadRequests = (origin: string, locale: Locale) =>
  LIVE_READS.map((path) => new Request(new URL(path, origin), { headers: { Accept: 'application/json', 'Accept-Language': locale } }));

/** A kept copy older than this is not a first answer (the zones' fees change rarely; a week-old one may be wrong). */
export const LIVE_COPY_MAX_AGE_MS = 24 * 3600_000;

/** Whether a kept answer of a live read may answer a first ask: by the Date its answer carried. */
export function liveCopyUsable(kept: Response, now: number): boolean {
  const date = Date.parse(kept.headers.get('Date') ?? '');
  return Number.isFinite(date) && now - date <= LIVE_COPY_MAX_AGE_MS;
}

/**
 * Whether this is a page's first ask for a URL. The first may be answered by the kept copy at once (a
 * repeat visit's checkout does not wait a round trip for it); the page's refreshes, every 10 s, always
 * go to the network, so the desk's changes still reach an open page within 10 s. The worker forgets
 * when it stops, and then answers one refresh more from the copy the last one kept.
 */
export function firstAsks(limit = 500) {
  const asked = new Set<string>();
  return (clientId: string, url: string): boolean => {
    if (!clientId) return false; // not a page's own fetch
    const key = `${clientId} ${url}`;
    if (asked.has(key)) return false;
    if (asked.size >= limit) asked.clear();
    asked.add(key);
    return true;
  };
}

/** The built scripts and styles: hashed names, so a kept copy is never stale (the desk's are not precached). */
export const isBuiltFile = (url: URL) => url.pathname.startsWith('/assets/');

/** Dish photos and the demo menu's pictures: same-origin images outside the API. */
export const isDishImage = (url: URL, destination: string) => destination === 'image' && !NOT_PAGES.test(url.pathname);

/**
 * Only a complete, public-to-this-device answer is kept: 200 (never an error or "busy" page), and
 * never one marked no-store (the server marks every answer that sets a cookie so, because a
 * worker cannot see Set-Cookie).
 */
export function isStorable(response: Response, kind: 'page' | 'data' | 'image' | 'file'): boolean {
  if (response.status !== 200 || response.type === 'opaque') return false;
  if (/no-store/i.test(response.headers.get('Cache-Control') ?? '')) return false;
  const type = response.headers.get('Content-Type') ?? '';
  if (kind === 'page') return type.startsWith('text/html');
  if (kind === 'data') return type.includes('json');
  return true;
}

/** The offline page in the language of the page asked for (built by scripts/offline-pages.ts). */
export const offlinePagePath = (url: URL) => offlinePageFile(splitLocale(url.pathname).locale);

export const offlinePageFile = (locale: Locale) => `/offline/${locale}.html`;
