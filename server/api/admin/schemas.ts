import { ORDER_STATUSES } from '../../../shared/order-status';
import { Day, intParam } from '../../http/query-params';
import { defaulted, enums, optional, pattern, string, type } from 'superstruct';

export const AdminOrderQuery = type({
  status: optional(enums(ORDER_STATUSES)),
  phone: optional(pattern(string(), /^\+?\d{1,12}$/)),
  from: optional(Day),
  to: optional(Day),
  page: defaulted(intParam(1, 100_000), 1),
  limit: defaulted(intParam(1, 100), 20),
});

export const StatusBody = type({ status: enums(ORDER_STATUSES) });
