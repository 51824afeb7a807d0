import { ORDER_STATUSES } from '../../../shared/order-status';
import { intParam } from '../../http/query-params';
import { defaulted, enums, optional, pattern, refine, string, type } from 'superstruct';

/** Dates are Ashgabat calendar days, both ends included; 2026-02-31 is no day (Date would roll it into March). */
export const Day = refine(pattern(string(), /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/), 'day', (v) => {
  // superstruct runs this refinement even when the pattern above failed: only a well-formed day gets here whole
  const at = Date.parse(`${v}T00:00:00Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === v;
});

export const AdminOrderQuery = type({
  status: optional(enums(ORDER_STATUSES)),
  phone: optional(pattern(string(), /^\+?\d{1,12}$/)),
  from: optional(Day),
  to: optional(Day),
  page: defaulted(intParam(1, 100_000), 1),
  limit: defaulted(intParam(1, 100), 20),
});

export const StatusBody = type({ status: enums(ORDER_STATUSES) });
