/**
 * Who asks for a page: a guest, the customer who placed the order, another signed-in customer, or a
 * guest with the HTML path's basket (its cookie: docs/decisions/014-html-ordering-path.md).
 */
export type Visitor = 'guest' | 'customer' | 'stranger' | 'html-basket';

/** One page to check: an unprefixed (Russian) path, the status it must answer (when it is fixed) and who asks. */
export interface Visit {
  path: string;
  status?: number;
  visitor: Visitor;
}

export interface ExampleData {
  /** an order placed by the customer */
  orderId: number;
  /** every content page the API lists */
  slugs: string[];
  /** a guest order's tracking page (/track/{token}), where the test placed one */
  trackingPath?: string;
}

const visit = (path: string, status?: number, visitor: Visitor = 'guest'): Visit => ({ path, status, visitor });

/**
 * The pages that stand for each child path of the route table (client/app/route-table.tsx), their
 * states (empty, signed in, 404) included. Keyed in the table's order: tests/ssr/html-validity.test.ts
 * fails when the table has a path this list lacks, so the browser tests, which cannot import the
 * table (Vite's import.meta.glob), cover a new route too.
 */
export const ROUTE_EXAMPLES: Record<string, (data: ExampleData) => Visit[]> = {
  '': () => [visit('/', 200), visit('/', 200, 'customer')],
  catalogue: () => [visit('/catalogue', 200)],
  products: () => [
    visit('/products?category=1', 200),
    visit('/products?search=plov', 200),
    visit('/products?search=zzzz', 200),
    visit('/products?category=999999', 404),
  ],
  'products/:id': () => [visit('/products/1', 200), visit('/products/999999', 404)],
  'about-us': () => [visit('/about-us', 200)],
  brands: () => [visit('/brands', 200)],
  contacts: () => [visit('/contacts', 200)],
  'delivery-and-payment': () => [visit('/delivery-and-payment', 200)],
  // the store buttons once a store link is configured, how to add the shop to the home screen until then
  'mobile-application-links': () => [visit('/mobile-application-links', 200)],
  'pages/mobile-application-links': () => [visit('/pages/mobile-application-links', 200)],
  'pages/:slug': ({ slugs }) => [...slugs.map((slug) => visit(`/pages/${slug}`, 200)), visit('/pages/no-such-page', 404)],
  checkout: () => [visit('/checkout', 200), visit('/checkout', 200, 'customer'), visit('/checkout', 200, 'html-basket')],
  // the HTML checkout's confirmation, by the order's tracking token; any other token names nothing
  'checkout/done/:token': ({ trackingPath }) => [
    ...(trackingPath ? [visit(trackingPath.replace(/^\/track\//, '/checkout/done/'), 200)] : []),
    visit(`/checkout/done/${'x'.repeat(43)}`, 404),
  ],
  orders: () => [visit('/orders', 200), visit('/orders', 200, 'customer')],
  'orders/:id': ({ orderId }) => [
    visit(`/orders/${orderId}`, 200),
    visit(`/orders/${orderId}`, 200, 'customer'),
    visit(`/orders/${orderId}`, 404, 'stranger'),
  ],
  // a guest's live order page behind an unguessable token; any other token names nothing
  'track/:token': ({ trackingPath }) => [...(trackingPath ? [visit(trackingPath, 200)] : []), visit(`/track/${'x'.repeat(43)}`, 404)],
  '*': () => [visit('/no/such/page', 404)],
};

/**
 * The staff's desk and its kitchen display: not routes of the table but their own page (server/ssr/desk-page.ts), the sign-in
 * until the desk cookie is there (never cached, noindex). Checked beside the routes.
 */
export const DESK_EXAMPLES: Visit[] = [visit('/desk', 200), visit('/desk/kitchen', 200)];

/** Every example page of every route, in the route table's order. */
export const routeExamples = (data: ExampleData) => Object.values(ROUTE_EXAMPLES).flatMap((examples) => examples(data));
