import { localizePath, splitLocale, type Locale } from '../../../shared/locale';

/** The page's own URL in `locale`: the canonical link, its hreflang alternates and og:url. */
export function canonicalUrl(publicUrl: string, pathname: string, search: string, locale: Locale): string {
  return `${publicUrl}${localizePath(splitLocale(pathname).path, locale)}${canonicalSearch(search)}`;
}

/** A path on the shop made absolute; link previews and search engines need the whole URL. */
export const absoluteUrl = (publicUrl: string, path: string) => (/^https?:/.test(path) ? path : `${publicUrl}${path}`);

// Only the parameters that select content belong in the canonical URL.
function canonicalSearch(search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of ['category', 'search']) {
    const value = params.get(key);
    if (value) kept.set(key, value);
  }
  const s = kept.toString();
  return s ? `?${s}` : '';
}
