// The reads tests/ssr/in-process-contract.test.ts asks both in process and over HTTP.
import type { ApiClient } from '../../shared/api/client';
import { categoriesQuery, homeMenuQuery } from '../../client/features/catalogue/api/categories';
import { productsQuery } from '../../client/features/catalogue/api/products';
import { productQuery } from '../../client/features/product/api/product';
import { pageQuery, pagesQuery } from '../../client/features/pages/api/pages';
import { popupQuery } from '../../client/features/promo/api/popup';
import { zonesQuery } from '../../client/features/delivery-zones/api/zones';
import { shopStatusQuery } from '../../client/features/shop-status/api/shop-status';
import { FOOTER_CATEGORY_LIMIT } from '../../client/app/route-table';

// Every query a page render makes of the public reads, as the pages make it (the query factories),
// plus the refusals: a missing dish or page and bad parameters.
export const pageQueries = (api: ApiClient) => [
  categoriesQuery(api, { limit: FOOTER_CATEGORY_LIMIT }),
  categoriesQuery(api),
  categoriesQuery(api, { withProducts: true }),
  homeMenuQuery(api),
  homeMenuQuery(api, 2),
  productsQuery(api, {}),
  productsQuery(api, { category: 1 }),
  productsQuery(api, { category: 999_999 }),
  productsQuery(api, { search: 'плов' }),
  productsQuery(api, { search: 'palow', page: 2 }),
  productsQuery(api, { ids: [3, 1, 999_999] }),
  productQuery(api, 1),
  productQuery(api, 999_999),
  pagesQuery(api),
  pageQuery(api, 'about-us'),
  pageQuery(api, 'no-such-page'),
  popupQuery(api),
  zonesQuery(api),
  shopStatusQuery(api),
];

// Paths no page asks for, with parameters the reads must refuse or read one way.
export const rawPaths = [
  '/categories?limit=101&with_products=maybe',
  '/categories?with_products=1&products_per_category=0',
  '/categories?limit=1&limit=2',
  '/products?ids=1,x',
  '/products/0',
  '/products/abc',
  '/products/1?localized=perhaps',
  '/pages/..%2F',
  '/pages?localized=maybe',
  '/pages/about-us?localized=1&localized=0',
];
