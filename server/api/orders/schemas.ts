import { intParam } from '../../http/query-params';
import { array, defaulted, enums, integer, max, min, optional, refine, size, string, trimmed, type } from 'superstruct';
import { parseMoney } from '../../../shared/money';
import { Phone } from '../auth/phone';
import { Id } from '../ids';
import { AddressBody } from '../users/schemas';

const Text = (maxLength: number) => defaulted(size(trimmed(string()), 0, maxLength), '');
const Money = refine(trimmed(string()), 'money', (v) => v === '' || parseMoney(v) !== null);

// The address fields of the order body are the address form's (address itself checked by the service,
// because it is only needed when no address_id is given).
const { id: _id, address: _address, ...addressFields } = AddressBody.schema;

const common = {
  ...addressFields,
  address: Text(300),
  payment_method: enums(['cash', 'card'] as const),
  delivery_time: size(trimmed(string()), 1, 40),
  note: Text(1000),
};

export const CustomerOrderBody = type({
  ...common,
  address_id: optional(Id),
  name: Text(100),
  bonus: defaulted(Money, ''),
});

export const GuestOrderBody = type({
  ...common,
  items: size(array(type({ product_id: Id, quantity: max(min(integer(), 1), 99) })), 1, 100),
  name: size(trimmed(string()), 1, 100),
  phone: Phone,
  bonus: defaulted(Money, ''),
});

export const OrderListQuery = type({
  // a page number is a count, not an id: page=0 is out of range, not a malformed id
  page: defaulted(intParam(1, 100_000), 1),
  limit: defaulted(intParam(1, 100), 20),
});
