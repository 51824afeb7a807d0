import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../../shared/api/client';
import type { Category } from '../../../../shared/api/types';

// names in the page's language only (localized=1): a page never carries the other two languages
export const categoriesQuery = (api: ApiClient, { withProducts = false, limit }: { withProducts?: boolean; limit?: number } = {}) =>
  queryOptions({
    queryKey: ['categories', api.locale, { withProducts, limit: limit ?? null }],
    queryFn: () => api.get<Category[]>('/categories', { with_products: withProducts || undefined, limit, localized: 1 }),
  });

/** The first row of dishes of each category: 4 fill a row at every width the home grid has (2, 3 after the CSS trim, 4 columns). */
export const HOME_DISHES_PER_CATEGORY = 4;
/**
 * Categories in the server's render of the home page (about two screens on a desktop, four on a
 * phone); the rest load as the shopper scrolls, so the page weighs the same whatever the menu's size.
 */
export const HOME_CATEGORIES_PER_PAGE = 4;

/** One page of the home menu: categories, each with its first dishes, in the page's language. */
export const homeMenuQuery = (api: ApiClient, page = 1) =>
  queryOptions({
    queryKey: ['home-menu', api.locale, page],
    // the further pages stay for Back to home (menu-sections.tsx) as long as a visit plausibly lasts
    gcTime: page > 1 ? 30 * 60_000 : undefined,
    queryFn: () =>
      api.list<Category>('/categories', {
        with_products: true,
        products_per_category: HOME_DISHES_PER_CATEGORY,
        localized: 1,
        // no dish descriptions: the cards never show them (the dish's page and modal read its own)
        cards: 1,
        limit: HOME_CATEGORIES_PER_PAGE,
        page,
      }),
  });

/**
 * The whole menu as search engines read it on the home page (its Menu JSON-LD, issue 38 item 16): every
 * category, each with its first dishes, up to MENU_LD_MAX_ITEMS dishes in all (menu-json-ld.tsx). Read
 * by the server render only and never dehydrated: the browser has no use for it
 * (docs/decisions/013-whole-menu-json-ld.md).
 */
export const MENU_LD_DISHES_PER_SECTION = 40;
export const MENU_LD_MAX_ITEMS = 120;
export const MENU_LD_KEY = 'menu-ld';
export const menuLdQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: [MENU_LD_KEY, api.locale],
    queryFn: () =>
      api.list<Category>('/categories', {
        with_products: true,
        products_per_category: MENU_LD_DISHES_PER_SECTION,
        localized: 1,
        limit: 100,
      }),
  });
