import { isLocale, localizePath, splitLocale } from '../../shared/locale';

/**
 * "/" is answered in the shopper's language without a redirect (server/http/locale.ts): the page is
 * the "/en" page at the address "/". Before the router reads the address, it becomes the page's own
 * ("/en?x#y"), so the router hydrates the page the server rendered and the address bar, history and
 * shared links name the language. Only the bare home page is ever answered this way.
 */
export function adoptServedLocale(location: Location, history: History, served: string | undefined): void {
  if (location.pathname !== '/' || !isLocale(served) || splitLocale(location.pathname).locale === served) return;
  history.replaceState(history.state, '', localizePath(`/${location.search}`, served) + location.hash);
}
