import { enums, type, type Infer } from 'superstruct';
import { BUSY_EXTRA_MINUTES, BUSY_LENGTH_MINUTES } from '../estimate';

/** Busy mode: add 15, 30 or 45 minutes to every estimate for the next 30, 60 or 90 minutes. */
export const BusyBody = type({
  extra_minutes: enums(BUSY_EXTRA_MINUTES),
  length_minutes: enums(BUSY_LENGTH_MINUTES),
});
export type BusyInput = Infer<typeof BusyBody>;
