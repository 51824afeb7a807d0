import { boolean, integer, max, min, nullable, number, type, type Infer } from 'superstruct';
import { PICKUP_LIMITS } from '../pickup';
import { Text } from './fields';

const Address = Text(PICKUP_LIMITS.maxAddress);

/** PUT /desk/rules/fulfilment (owner only): the whole setting; shared/pickup.ts fulfilmentProblems judges it further. */
export const FulfilmentBody = type({
  delivery_on: boolean(),
  pickup_on: boolean(),
  pickup_minimum: nullable(max(min(integer(), 0), PICKUP_LIMITS.maxMinimum)),
  pickup_minutes: max(min(integer(), PICKUP_LIMITS.minMinutes), PICKUP_LIMITS.maxMinutes),
  address: type({ tm: Address, ru: Address, en: Address }),
  latitude: nullable(max(min(number(), -90), 90)),
  longitude: nullable(max(min(number(), -180), 180)),
});
export type FulfilmentInput = Infer<typeof FulfilmentBody>;
