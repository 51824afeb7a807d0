import { array, defaulted, enums, integer, max, min, optional, size, type } from 'superstruct';
import { Phone } from '../phone';
import { AddressFields } from './address';
import { parseMoney } from '../money';
import { MAX_LINE_QUANTITY } from '../basket-line';
import { Id, Money, RequiredText, Text } from './fields';
import { Choices } from './choices';

// The address fields of the order body are the address form's; the address itself is checked by the
// server's order flow, because it is only needed when no saved address_id is given.
const { address: _address, ...addressFields } = AddressFields.schema;

const common = {
  ...addressFields,
  address: Text(300),
  payment_method: enums(['cash', 'card'] as const),
  delivery_time: RequiredText(40),
  note: Text(1000),
  // cash only: the note the shopper will pay with ("change from 200 TMT"); empty means none
  change_from: defaulted(Money, ''),
};

/** POST /orders: a signed-in customer's order of the server basket. */
export const CustomerOrderBody = type({
  ...common,
  address_id: optional(Id),
  name: Text(100),
  bonus: defaulted(Money, ''),
});

/** Who a guest is: the checkout's contact fields. */
export const GuestContact = type({ name: RequiredText(100), phone: Phone });

/** POST /orders-web: a guest's order with its lines in the body. */
export const GuestOrderBody = type({
  ...common,
  ...GuestContact.schema,
  items: size(array(type({ product_id: Id, quantity: max(min(integer(), 1), MAX_LINE_QUANTITY), choices: optional(Choices) })), 1, 100),
  bonus: defaulted(Money, ''),
});

/**
 * What is wrong with a "change from" amount, once the total is known: it is for cash only, and a
 * note smaller than the total pays nothing. Amounts are minor units; '' (none) is always fine.
 */
export function changeFromProblem(changeFrom: string, paymentMethod: 'cash' | 'card', total: number): 'cash_only' | 'below_total' | null {
  if (changeFrom === '') return null;
  if (paymentMethod !== 'cash') return 'cash_only';
  return parseMoney(changeFrom)! < total ? 'below_total' : null;
}
