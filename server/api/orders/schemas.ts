import { defaulted, type } from 'superstruct';
import { intParam } from '../../http/query-params';

// The order bodies are the checkout form's rules too: one definition, in shared/.
export { CustomerOrderBody, GuestOrderBody } from '../../../shared/schemas/order';

export const OrderListQuery = type({
  // a page number is a count, not an id: page=0 is out of range, not a malformed id
  page: defaulted(intParam(1, 100_000), 1),
  limit: defaulted(intParam(1, 100), 20),
});
