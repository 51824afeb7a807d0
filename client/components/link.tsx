import { forwardRef, useCallback, type ComponentProps, type FocusEvent, type MouseEvent, type Ref } from 'react';
import { Link, NavLink } from 'react-router';
import { localizePath } from '../../shared/locale';
import { useLocale } from '../i18n';
import { usePreloadLink } from '../router/use-preload';

type LinkProps = Omit<ComponentProps<typeof Link>, 'to'> & { to: string };

/** A link to a page of this shop in the current language: "/products" becomes "/en/products". */
export const LocalizedLink = forwardRef<HTMLAnchorElement, LinkProps>(function LocalizedLink({ to, ...props }, ref) {
  const locale = useLocale();
  const href = localizePath(to, locale);
  return <Link to={href} {...props} {...usePreloadProps(href, props, ref)} />;
});

type NavLinkProps = Omit<ComponentProps<typeof NavLink>, 'to'> & { to: string };

export function LocalizedNavLink({ to, ref, ...props }: NavLinkProps) {
  const locale = useLocale();
  const href = localizePath(to, locale);
  return <NavLink to={href} {...props} {...usePreloadProps(href, props, ref)} />;
}

interface Handlers {
  onMouseEnter?: (event: MouseEvent<HTMLAnchorElement>) => void;
  onFocus?: (event: FocusEvent<HTMLAnchorElement>) => void;
}

// The target page's code is fetched on hover, focus or when the link is seen (features/preload).
function usePreloadProps(href: string, { onMouseEnter, onFocus }: Handlers, ref: Ref<HTMLAnchorElement> | undefined) {
  const preload = usePreloadLink(href);
  const observe = preload.ref;
  // stable while href and ref are, so React does not detach and reattach it on every render
  const mergedRef = useCallback(
    (element: HTMLAnchorElement | null) => {
      observe(element);
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [observe, ref],
  );
  return {
    ref: mergedRef,
    onMouseEnter: (event: MouseEvent<HTMLAnchorElement>) => {
      preload.onMouseEnter();
      onMouseEnter?.(event);
    },
    onFocus: (event: FocusEvent<HTMLAnchorElement>) => {
      preload.onFocus();
      onFocus?.(event);
    },
  };
}
