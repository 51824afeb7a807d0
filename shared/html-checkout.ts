// The guest checkout of the HTML path: a real form the server answers (server/api/orders/checkout-form.ts),
// its fields named as the order body's (shared/schemas/order.ts), which judges them
// (docs/decisions/014-html-ordering-path.md).
import { htmlLines, type HtmlBasket } from './html-basket';
import type { ShopFulfilment } from './pickup';

/** The form's fields, each a string as a form sends it. `token` is the attempt's idempotency key. */
export const CHECKOUT_FORM_FIELDS = [
  'name',
  'phone',
  'fulfilment',
  'address',
  'apartment',
  'entrance',
  'floor',
  'comment',
  'delivery_time',
  'payment_method',
  'change_from',
  'note',
  'token',
] as const;
export type CheckoutFormField = (typeof CHECKOUT_FORM_FIELDS)[number];
export type CheckoutFormValues = Partial<Record<CheckoutFormField, string>>;

/** A token the server made for one rendered form (a UUID); anything else is no attempt of this shop's. */
export const CHECKOUT_TOKEN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What the checkout page's HTML form is rendered (and hydrated) with. */
export interface HtmlCheckoutState {
  /** this attempt's idempotency key: a repeated post of the same form places no second order */
  token: string;
  /** when the form was rendered (ISO): its time slots, the same on the server and in hydration */
  renderedAt: string;
  /** what was sent, shown again after a refusal */
  values: CheckoutFormValues;
  /** the refused fields and their codes (the API's 422 `fields`), said next to each field */
  fields: Record<string, string>;
  /** the refusal in the shopper's language, as the API words it */
  message?: string;
  /**
   * the ways the owner offers as the form is rendered (shared/pickup.ts): only those are shown, one
   * alone is fixed. Absent where the page's server places no orders (no form route: both are shown)
   */
  offer?: ShopFulfilment;
}

/** The form's strings only: a repeated or odd field (an array, an object) reads as empty. */
export function checkoutFormValues(body: unknown): CheckoutFormValues {
  const form = (body ?? {}) as Record<string, unknown>;
  const values: CheckoutFormValues = {};
  for (const field of CHECKOUT_FORM_FIELDS) {
    const value = form[field];
    if (typeof value === 'string') values[field] = value;
  }
  return values;
}

/**
 * The guest order body (POST /orders-web) of a sent form and the basket's lines, before the schema
 * has judged it: the typed address is the whole address (no map point without scripts; the server
 * prices it by its zones' rule for an address without one). A pickup order sends no address.
 */
export function guestOrderInput(form: CheckoutFormValues, basket: HtmlBasket) {
  const { token: _token, ...fields } = form;
  // pickup: the shopper comes to the restaurant, so an address typed before choosing it is not sent
  const pickup = fields.fulfilment === 'pickup';
  return {
    ...fields,
    ...(pickup ? { address: '', apartment: '', entrance: '', floor: '', comment: '' } : {}),
    latitude: '',
    longitude: '',
    // a line without choices in its key is the dish with its defaults, as on the JSON basket
    items: htmlLines(basket).map((l) => ({
      product_id: l.product_id,
      quantity: l.quantity,
      ...(l.choices.length ? { choices: l.choices } : {}),
    })),
  };
}
