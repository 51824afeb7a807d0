// The storefront's routes: the catalogue, signing in, the shopper's account, basket and orders, tracking.
import { notIdRaw } from '../support/hostile';
import { address, addressRaw, linesRaw, order, orderRaw, otpRaw, phoneRaw, quantityRaw, text } from './fields';
import { LIST_QUERY, REFUSED, type FuzzFixture, type Target } from './target';

export const storefrontTargets = (f: FuzzFixture): Target[] => [
  // the catalogue
  { route: 'GET /categories', query: ['with_products', ...LIST_QUERY] },
  { route: 'GET /products', query: ['ids', 'category', 'search', ...LIST_QUERY] },
  { route: 'GET /products/:id', param: String(f.product), refuses: REFUSED },
  { route: 'GET /pages' },
  { route: 'GET /pages/:slug', param: 'about', refuses: REFUSED },
  { route: 'GET /pupup-slider' },
  // signing in and the account
  {
    route: 'POST /register',
    refuses: REFUSED,
    body: {
      valid: { name: 'A', surname: 'B', phone: '71000001', email: 'e@x.tm' },
      broken: { name: text(100, true), surname: text(100), phone: phoneRaw, email: text(200, true) },
    },
  },
  { route: 'POST /login', refuses: REFUSED, body: { valid: { phone: f.shopperPhone }, broken: { phone: phoneRaw } } },
  {
    route: 'POST /login/verify',
    refuses: REFUSED,
    body: { valid: { phone: f.shopperPhone, otp: '12345' }, broken: { phone: phoneRaw, otp: otpRaw } },
  },
  { route: 'POST /logout', auth: 'hostile', refuses: [...REFUSED, 401, 403] },
  { route: 'GET /user', auth: 'user' },
  {
    route: 'POST /users/update',
    auth: 'user',
    refuses: REFUSED,
    body: { valid: { name: 'N', surname: 'S', email: 'E' }, broken: { name: text(100, true), surname: text(100), email: text(200) } },
  },
  { route: 'POST /users/address', auth: 'user', refuses: REFUSED, body: { valid: address, broken: { ...addressRaw, id: notIdRaw } } },
  { route: 'DELETE /users/address/:id', auth: 'user', param: f.addressId, refuses: REFUSED },
  // the basket
  { route: 'GET /basket', auth: 'user' },
  {
    route: 'POST /basket',
    auth: 'user',
    refuses: REFUSED,
    body: { valid: { product_id: f.product, quantity: 1 }, broken: { product_id: notIdRaw, quantity: quantityRaw(0) } },
  },
  {
    route: 'POST /basket-multiple',
    auth: 'user',
    refuses: REFUSED,
    body: { valid: { products: [{ product_id: f.product, quantity: 1 }] }, broken: { products: linesRaw(0, 200, f.product) } },
  },
  { route: 'DELETE /basket/destroy', auth: 'user' },
  // orders, and following one
  {
    route: 'POST /orders',
    auth: 'user',
    idempotent: true,
    refuses: REFUSED,
    body: { valid: order, broken: { ...orderRaw, address_id: notIdRaw, name: text(100) } },
  },
  {
    route: 'POST /orders-web',
    idempotent: true,
    refuses: REFUSED,
    body: {
      valid: { ...order, items: [{ product_id: f.product, quantity: 1 }], name: 'G', phone: '63000000' },
      broken: { ...orderRaw, items: linesRaw(1, 100, f.product), name: text(100, true), phone: phoneRaw },
    },
  },
  { route: 'GET /orders', auth: 'user', query: LIST_QUERY },
  { route: 'GET /orders/:id', auth: 'user', param: '1', refuses: REFUSED },
  { route: 'GET /orders/:id/events', auth: 'user', param: '1', query: ['last_event_id'] },
  // an order that is not the shopper's: nothing may be cancelled or put back in a basket
  { route: 'POST /orders/:id/cancel', auth: 'user', param: '999999', refuses: REFUSED },
  { route: 'POST /orders/:id/reorder', auth: 'user', param: '999999', refuses: REFUSED },
  { route: 'GET /track/:token', param: 'a'.repeat(43), refuses: REFUSED },
  { route: 'GET /track/:token/events', param: 'a'.repeat(43), query: ['last_event_id'], refuses: REFUSED },
  { route: 'POST /track/:token/cancel', param: 'a'.repeat(43), refuses: REFUSED },
];
