import { enums, optional, pattern, string, type, type Infer } from 'superstruct';
import { CLOCK_TIME } from '../hours';
import { ESTIMATE_MINUTES, REJECT_REASONS, STAFF_ROLES } from '../desk';
import { Phone } from '../phone';
import { Text } from './fields';

/** Accept: `{ minutes: 30 }`, or `{ time: "19:40", day: "today" }` (Ashgabat). One of the two is required. */
export const AcceptBody = type({
  minutes: optional(enums(ESTIMATE_MINUTES)),
  time: optional(pattern(string(), CLOCK_TIME)),
  day: optional(enums(['today', 'tomorrow'] as const)),
});
export type AcceptInput = Infer<typeof AcceptBody>;

/** Reject: a listed reason; 'other' needs the note (checked by the server, field `note: required`). */
export const RejectBody = type({
  reason: enums(REJECT_REASONS),
  note: Text(500),
});
export type RejectInput = Infer<typeof RejectBody>;

/** The owner adds a staff member (or changes their role) by phone. */
export const StaffBody = type({
  phone: Phone,
  role: enums(STAFF_ROLES),
  name: optional(Text(100)),
});
export type StaffInput = Infer<typeof StaffBody>;
