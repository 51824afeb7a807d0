import { defaulted, enums, optional, type } from 'superstruct';
import { ADVANCE_STATUSES } from '../../../shared/order-status';
import { Day, intParam } from '../../http/query-params';

export { AcceptBody, RejectBody, StaffBody } from '../../../shared/schemas/desk';
export { FinishedQuery, SearchQuery } from '../../../shared/desk-board';
export { LoginBody, VerifyBody } from '../auth/schemas';
export { GuestOrderBody as PhoneOrderBody } from '../orders/schemas';

export const StatusBody = type({ status: enums(ADVANCE_STATUSES) });

export const AuditQuery = type({
  page: defaulted(intParam(1, 100_000), 1),
  limit: defaulted(intParam(1, 100), 50),
});

export const DayQuery = type({ day: optional(Day) });
export const RangeQuery = type({ from: Day, to: Day });
