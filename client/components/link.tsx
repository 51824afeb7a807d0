import { type ComponentProps, type FocusEvent, type MouseEvent, type TouchEvent } from 'react';
import { useHref, useLinkClickHandler, useLocation, type To } from 'react-router';
import { localizePath } from '../../shared/locale';
import { useLocale } from '../i18n';
import { usePreloadLink } from '../router/use-preload';

export interface ShopLinkProps extends Omit<ComponentProps<'a'>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
}

/**
 * A link to a page of this shop: a real <a href> that the router takes over on a plain click. Built on
 * react-router's own useHref and useLinkClickHandler, the hooks its <Link> is made of, without what
 * <Link> adds for every link on a page: two states and two effects for its prefetch prop, which this
 * shop does not use (it preloads on intent itself). A page of dish cards has dozens of links, and each
 * one's hooks ran in the server render, in hydration and in the effects after it (issue 13).
 */
export function ShopLink({ to, replace, state, preventScrollReset, target, onClick, ...props }: ShopLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target, preventScrollReset });
  return (
    <a
      {...props}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}

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

// The target page's code is fetched on intent: hover, touch start or focus (router/use-preload).
function usePreloadProps(href: string, { onMouseEnter, onTouchStart, onFocus }: Handlers) {
  const preload = usePreloadLink(href);
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
