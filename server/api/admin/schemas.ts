import { defaulted, enums, max, optional, pattern, string, type } from 'superstruct';
import { Id } from '../ids';

export const STATUSES = ['new', 'accepted', 'cooking', 'on_the_way', 'delivered', 'cancelled'] as const;

/** Dates are Ashgabat calendar days, both ends included. */
const Day = pattern(string(), /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);

export const AdminOrderQuery = type({
  status: optional(enums(STATUSES)),
  phone: optional(pattern(string(), /^\+?\d{1,12}$/)),
  from: optional(Day),
  to: optional(Day),
  page: defaulted(Id, 1),
  limit: defaulted(max(Id, 100), 20),
});

export const StatusBody = type({ status: enums(STATUSES) });
