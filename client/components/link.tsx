import { useContext, type ComponentProps, type FocusEvent, type MouseEvent, type TouchEvent } from 'react';
import { createPath, parsePath, UNSAFE_NavigationContext as NavigationContext, useLocation, type To } from 'react-router';
import { localizePath } from '../../shared/locale';
import { useLocale } from '../i18n';
import { preloadRoute } from '../router/preload-route';
import { prefetchPolicy } from '../browser/prefetch-policy';
import { useRouterRoutes } from '../router/router-state';

export interface ShopLinkProps extends Omit<ComponentProps<'a'>, 'href'> {
  /** a path from the root ("/en/products/7"), whole or in parts; anything else is left to the browser */
  to: To;
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
}

/**
 * A link to a page of this shop: a real <a href> that the router takes over on a plain click, as
 * react-router's <Link> does, for a path from the root (every link the shop builds is one). Made of
 * the router's navigator and location alone: <Link>'s useHref and useLinkClickHandler resolve the
 * path against the route matches (serialising them to JSON three times per link) and add a layout
 * effect per link; the home page's 48 links rendered in 0.24 ms with them and in 0.14 ms without
 * (plain anchors: 0.04 ms), on the server and again in hydration (issue 13).
 */
export function ShopLink({ to, replace, state, preventScrollReset, target, onClick, ...props }: ShopLinkProps) {
  const { navigator } = useContext(NavigationContext);
  const location = useLocation();
  const path = typeof to === 'string' ? parsePath(to) : to;
  // The server's link is its markup alone: React writes no handler, and the server never navigates.
  // A page's dozens of links each made a click handler, three intent handlers and two copies of its
  // props for nothing (about 30 KB of the 750 KB a product page's render allocated; issue 13).
  if (import.meta.env.SSR) return <a href={navigator.createHref(path)} target={target} {...props} />;
  return (
    // props last: an object literal that starts with a spread is slow to build on Node 20's V8 (about
    // 1 µs more per link on the server), and none of them can be href, target or onClick
    <a
      href={navigator.createHref(path)}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event, target) || !fromRoot(path.pathname)) return;
        event.preventDefault();
        // as react-router's links: a link to the page on screen replaces its history entry
        const again = replace ?? createPath(location) === createPath(path);
        if (again) navigator.replace(path, state, { state, preventScrollReset });
        else navigator.push(path, state, { state, preventScrollReset });
      }}
      {...props}
    />
  );
}

const fromRoot = (pathname: string | undefined) => !!pathname?.startsWith('/') && !pathname.startsWith('//');

/** react-router's test of a click it takes over: the main button, this tab, no modifier key. */
const isPlainClick = (event: MouseEvent, target: string | undefined) =>
  event.button === 0 && (!target || target === '_self') && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);

type LinkProps = ShopLinkProps & { to: string };

/** A link to a page of this shop in the current language: "/products" becomes "/en/products". */
export function LocalizedLink({ to, ...props }: LinkProps) {
  const locale = useLocale();
  const href = localizePath(to, locale);
  return <ShopLink to={href} {...props} {...usePreloadProps(href, props)} />;
}

/**
 * Whether a link's path is the page shown, as react-router's <NavLink> decides it: the same path, or
 * (unless `end`) a page below it; letter case aside. "/" is only itself.
 */
export function isCurrentPath(pathname: string, to: string, end: boolean): boolean {
  const current = pathname.toLowerCase();
  const target = to.split(/[?#]/)[0].toLowerCase();
  if (current === target) return true;
  if (end || target === '/') return false;
  const slash = target.endsWith('/') ? target.length - 1 : target.length;
  return current.startsWith(target) && current.charAt(slash) === '/';
}

/** A navigation link in the current language, marked aria-current="page" on its own page (and below it unless `end`). */
export function LocalizedNavLink({ to, end = false, ...props }: LinkProps & { end?: boolean }) {
  const locale = useLocale();
  const href = localizePath(to, locale);
  const current = isCurrentPath(useLocation().pathname, href, end);
  return <ShopLink to={href} aria-current={current ? 'page' : undefined} {...props} {...usePreloadProps(href, props)} />;
}

interface Handlers {
  onMouseEnter?: (event: MouseEvent<HTMLAnchorElement>) => void;
  onTouchStart?: (event: TouchEvent<HTMLAnchorElement>) => void;
  onFocus?: (event: FocusEvent<HTMLAnchorElement>) => void;
}

/**
 * The target page's code is fetched on intent only: pointer over the link, a finger on it, keyboard
 * focus. Never while the page loads (issue 13: running every visible link's route code right after
 * hydration was most of the blocking time); a tap still gets the code ~100 ms before its click from
 * touchstart. The router's own route table, so preloading calls the very lazy() it will call.
 */
function usePreloadProps(href: string, { onMouseEnter, onTouchStart, onFocus }: Handlers) {
  const routes = useRouterRoutes();
  if (import.meta.env.SSR) return undefined; // no handlers on the server (ShopLink)
  const preload = () => {
    if (routes) preloadRoute(routes, href, prefetchPolicy());
  };
  return {
    onMouseEnter: (event: MouseEvent<HTMLAnchorElement>) => {
      preload();
      onMouseEnter?.(event);
    },
    onTouchStart: (event: TouchEvent<HTMLAnchorElement>) => {
      preload();
      onTouchStart?.(event);
    },
    onFocus: (event: FocusEvent<HTMLAnchorElement>) => {
      preload();
      onFocus?.(event);
    },
  };
}
