import { forwardRef, type ComponentProps } from 'react';
import { Link, NavLink } from 'react-router';
import { localizePath } from '../../shared/locale';
import { useLocale } from '../i18n';

type LinkProps = Omit<ComponentProps<typeof Link>, 'to'> & { to: string };

/** A link to a page of this shop in the current language: "/products" becomes "/en/products". */
export const LocalizedLink = forwardRef<HTMLAnchorElement, LinkProps>(function LocalizedLink({ to, ...props }, ref) {
  const locale = useLocale();
  return <Link ref={ref} to={localizePath(to, locale)} {...props} />;
});

type NavLinkProps = Omit<ComponentProps<typeof NavLink>, 'to'> & { to: string };

export function LocalizedNavLink({ to, ...props }: NavLinkProps) {
  const locale = useLocale();
  return <NavLink to={localizePath(to, locale)} {...props} />;
}
