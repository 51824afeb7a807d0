import { useApi } from '../../app-context';
import { useQueryData } from '../../session/query-data';
import { useLocale, useT } from '../../i18n';
import { localized } from '../../../shared/locale';
import { categoriesQuery } from '../../features/catalogue/api/categories';
import { pagesQuery } from '../../features/pages/api/pages';

export interface ShellLink {
  to: string;
  label: string;
}

/** Spec §9: the header and the footer show 5 categories (the root loader prefetches this query). */
export const SHELL_CATEGORY_LIMIT = 5;

// The restaurant page is the home page itself; the others are content pages.
const HOME_PAGE_SLUG = 'about-restaurant';
const FALLBACK_TABS = [
  { slug: HOME_PAGE_SLUG, key: 'shell.restaurant' },
  { slug: 'dish-history', key: 'shell.dish_history' },
  { slug: 'interesting', key: 'shell.interesting' },
];

const pagePath = (slug: string) => (slug === HOME_PAGE_SLUG ? '/' : `/pages/${slug}`);

/** The header tabs: the listed pages, named per language; the locale's labels when the API has none. */
export function useHeaderTabs(): ShellLink[] {
  const t = useT();
  const locale = useLocale();
  const data = useQueryData(pagesQuery(useApi()));
  if (data?.length) {
    return data.map((page) => ({ to: pagePath(page.slug), label: localized(page, 'name', locale) || page.slug }));
  }
  return FALLBACK_TABS.map(({ slug, key }) => ({ to: pagePath(slug), label: t(key) }));
}

/** The first categories, linking to their product lists; empty while the API offers nothing. */
export function useShellCategories(): ShellLink[] {
  const locale = useLocale();
  const data = useQueryData(categoriesQuery(useApi(), { limit: SHELL_CATEGORY_LIMIT }));
  return (data ?? []).slice(0, SHELL_CATEGORY_LIMIT).map((category) => ({
    to: `/products?category=${category.id}`,
    label: localized(category, 'name', locale),
  }));
}
