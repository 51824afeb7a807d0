import { type ComponentProps, type FocusEvent, type MouseEvent, type TouchEvent } from 'react';
import { Link, NavLink } from 'react-router';
import { localizePath } from '../../shared/locale';
import { useLocale } from '../i18n';
import { usePreloadLink } from '../router/use-preload';

type LinkProps = ComponentProps<typeof Link> & { to: string };

/** A link to a page of this shop in the current language: "/products" becomes "/en/products". */
export function LocalizedLink({ to, ...props }: LinkProps) {
  const locale = useLocale();
  const href = localizePath(to, locale);
  return <Link to={href} {...props} {...usePreloadProps(href, props)} />;
}

type NavLinkProps = ComponentProps<typeof NavLink> & { to: string };

export function LocalizedNavLink({ to, ...props }: NavLinkProps) {
  const locale = useLocale();
  const href = localizePath(to, locale);
  return <NavLink to={href} {...props} {...usePreloadProps(href, props)} />;
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
