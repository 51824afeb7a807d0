import { array, boolean, enums, integer, max, min, nullable, optional, pattern, refine, size, string, type, type Infer } from 'superstruct';
import { CLOCK_TIME, ISO_DATE } from '../hours';
import { PAUSE_LENGTHS } from '../shop-week';
import { STOP_LENGTHS } from '../stop-list';
import { Id, RequiredText, Text } from './fields';

const Time = pattern(string(), CLOCK_TIME);
const Instant = refine(
  string(),
  'instant',
  (v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(v) && !Number.isNaN(Date.parse(v)),
);

/** Sold out: for an hour, until the end of the day, until `at` (an ISO time with its zone), or until further notice. */
export const StopBody = type({
  product_id: Id,
  length: enums(STOP_LENGTHS),
  at: optional(Instant),
});
export type StopInput = Infer<typeof StopBody>;

/** The week from Monday (null: closed that day), dated closures and the last-order minutes. */
export const HoursBody = type({
  week: size(array(nullable(type({ opens: Time, closes: Time }))), 7, 7),
  closures: size(array(pattern(string(), ISO_DATE)), 0, 366),
  last_order_minutes: max(min(integer(), 0), 240),
});
export type HoursInput = Infer<typeof HoursBody>;

/** Orders stop for 30 minutes, an hour or the rest of the day, with a reason shoppers read. */
export const PauseBody = type({
  length: enums(PAUSE_LENGTHS),
  reason: RequiredText(200),
});
export type PauseInput = Infer<typeof PauseBody>;

export const StopListQuery = type({ q: optional(Text(100)) });

/** Call to confirm (owner only): placed orders wait as to_confirm until staff have phoned the shopper. */
export const CallToConfirmBody = type({ on: boolean() });
/** The setting as the desk reads and writes it. */
export type CallToConfirm = Infer<typeof CallToConfirmBody>;
